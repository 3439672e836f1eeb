import { groupScreen } from '../../crud/ResourceListScreen.tsx';
import { OssScreen, SmsScreen } from '../StorageScreens.tsx';

/** Resources: object storage, SMS and attachments. */
export default groupScreen({ oss: OssScreen, sms: SmsScreen });
