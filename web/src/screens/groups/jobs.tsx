import { moduleGroup } from '../../kit/module-group.tsx';
import JobsScreen from '../JobsScreen.tsx';

/** Scheduled jobs (core/src/modules/jobs.ts): the job list, by its custom key. */
export default moduleGroup({ jobs: JobsScreen });
