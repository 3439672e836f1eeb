import { moduleGroup } from '../../kit/module-group.tsx';
import { ComplainDetail, Complaints, ReplyDetail } from '../business/ComplaintPages.tsx';
import { MonitorMemberList, PublicDashboard } from '../business/MonitorPages.tsx';

/** Monitoring and supervision (core/src/modules/monitor.ts): its own screens; the rest are the generic ones. */
export default moduleGroup({
  monitorStatic: PublicDashboard,
  complaints: Complaints,
  complainDetail: ComplainDetail,
  replyDetail: ReplyDetail,
  monitorMemberList: MonitorMemberList,
});
