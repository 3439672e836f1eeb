import { groupScreen } from '../../crud/ResourceListScreen.tsx';
import DeptScreen from '../DeptScreen.tsx';
import MenuScreen from '../MenuScreen.tsx';
import RegionScreen from '../RegionScreen.tsx';
import RoleScreen from '../RoleScreen.tsx';
import TenantScreen from '../TenantScreen.tsx';
import TopMenuScreen from '../TopMenuScreen.tsx';
import UserScreen from '../UserScreen.tsx';

/** System administration: users, departments, roles, menus, top menus, tenants, regions. */
export default groupScreen({
  user: UserScreen,
  dept: DeptScreen,
  role: RoleScreen,
  menu: MenuScreen,
  topmenu: TopMenuScreen,
  tenant: TenantScreen,
  region: RegionScreen,
});
