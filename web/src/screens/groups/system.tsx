import { platformGroup } from '../../kit/platform-group.tsx';
import DeptScreen from '../DeptScreen.tsx';
import MenuScreen from '../MenuScreen.tsx';
import RegionScreen from '../RegionScreen.tsx';
import RoleScreen from '../RoleScreen.tsx';
import TenantScreen from '../TenantScreen.tsx';
import TopMenuScreen from '../TopMenuScreen.tsx';
import UserScreen from '../UserScreen.tsx';

/** System administration (core/src/modules/platform/system.ts): users, departments, roles, menus, top menus, tenants, regions. */
export default platformGroup({
  user: UserScreen,
  dept: DeptScreen,
  role: RoleScreen,
  menu: MenuScreen,
  topmenu: TopMenuScreen,
  tenant: TenantScreen,
  region: RegionScreen,
});
