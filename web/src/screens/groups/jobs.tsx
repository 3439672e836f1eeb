import { ScheduleField } from '../../components/LazyScheduleEditor.tsx';
import { moduleGroup } from '../../kit/module-group.tsx';

/** Scheduled jobs (core/src/modules/jobs.ts): the generic screens, schedules edited with the schedule editor. */
export default moduleGroup({}, { widgets: { cron: ScheduleField } });
