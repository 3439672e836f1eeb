import type { ComponentType } from 'react';
import CodeScreen from './CodeScreen.tsx';
import DeptScreen from './DeptScreen.tsx';
import { DictBusiness, DictHorizontal, DictSystem, DictVertical } from './DictLayoutScreen.tsx';
import MenuScreen from './MenuScreen.tsx';
import NoticeScreen from './NoticeScreen.tsx';
import ProfileScreen from './ProfileScreen.tsx';
import RegionScreen from './RegionScreen.tsx';
import RoleScreen from './RoleScreen.tsx';
import { OssScreen, SmsScreen } from './StorageScreens.tsx';
import TenantInfoScreen from './TenantInfoScreen.tsx';
import TenantScreen from './TenantScreen.tsx';
import TopMenuScreen from './TopMenuScreen.tsx';
import UserScreen from './UserScreen.tsx';
import { WORKFLOW_SCREENS } from './workflow/index.ts';

export type ScreenProps = { title?: string | undefined };

/** Screens that extend the generic list, by screen key (web/src/app/screens.ts). */
export const CUSTOM_SCREENS: Record<string, ComponentType<ScreenProps>> = {
  role: RoleScreen,
  user: UserScreen,
  menu: MenuScreen,
  dept: DeptScreen,
  'dict-horizontal': DictHorizontal,
  'dict-vertical': DictVertical,
  dict: DictSystem,
  'dict-biz': DictBusiness,
  tenant: TenantScreen,
  notice: NoticeScreen,
  topmenu: TopMenuScreen,
  oss: OssScreen,
  sms: SmsScreen,
  code: CodeScreen,
  region: RegionScreen,
  profile: ProfileScreen,
  'tenant-info': TenantInfoScreen,
  ...WORKFLOW_SCREENS,
};
