import { platformGroup } from '../../kit/platform-group.tsx';
import { OssScreen, SmsScreen } from '../StorageScreens.tsx';

/** Resources (core/src/modules/platform/resource.ts): object storage and SMS; attachments are a generic list. */
export default platformGroup({ oss: OssScreen, sms: SmsScreen });
