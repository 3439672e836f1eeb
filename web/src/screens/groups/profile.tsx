import { platformGroup } from '../../kit/platform-group.tsx';
import ProfileScreen from '../ProfileScreen.tsx';
import TenantInfoScreen from '../TenantInfoScreen.tsx';

/** The user dropdown's pages: personal info and organisation info. */
export default platformGroup({ profile: ProfileScreen, 'tenant-info': TenantInfoScreen });
