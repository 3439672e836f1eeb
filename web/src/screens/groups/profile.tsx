import { groupScreen } from '../../crud/ResourceListScreen.tsx';
import ProfileScreen from '../ProfileScreen.tsx';
import TenantInfoScreen from '../TenantInfoScreen.tsx';

/** The user dropdown's pages: personal info and organisation info. */
export default groupScreen({ profile: ProfileScreen, 'tenant-info': TenantInfoScreen });
