import type { Messages } from '../i18n/types.ts';
import type { ModuleSpec } from './types.ts';

/**
 * The business areas staff find the modules under (platform.md §2.4: the top horizontal menu, "items from
 * the top-menu list"; business-modules.md §1 groups the modules): one top menu per area, whose sidebar holds
 * its modules' menus. The sandbox seeds them (scripts/sandbox/module-menus.ts) in the tenants that see every
 * module; a deployment files them through 顶部菜单 alike. Every module is in exactly one area
 * (tests/core/modules/business-areas.test.ts). Data only (no module declarations): the shell reads it.
 */
export interface BusinessArea {
  /** The top menu's code (`topmenu.<code>` names it). */
  code: string;
  text: { zh: string; en: string };
  /** The modules whose menus its sidebar holds, in menu order (MODULES'). */
  modules: readonly string[];
  /** Its icon: a Saber iconfont class, as the top menus are seeded. */
  source: string;
}

export const BUSINESS_AREAS: readonly BusinessArea[] = [
  {
    code: 'area-contract',
    text: { zh: '合同与客户', en: 'Contracts and customers' },
    modules: ['contract', 'crm'],
    source: 'iconfont iconicon_doc',
  },
  {
    code: 'area-safety',
    text: { zh: '安全生产', en: 'Safety' },
    modules: ['safety'],
    source: 'iconfont iconicon_safety',
  },
  {
    code: 'area-task',
    text: { zh: '任务', en: 'Tasks' },
    modules: ['task'],
    source: 'iconfont iconicon_task_done',
  },
  {
    code: 'area-supervision',
    text: { zh: '监督', en: 'Supervision' },
    modules: ['supervision'],
    source: 'iconfont iconicon_glass',
  },
  {
    code: 'area-livelihood',
    text: { zh: '民生服务', en: 'Public services' },
    modules: ['epidemic', 'payslip', 'household'],
    source: 'iconfont iconicon_group',
  },
  {
    code: 'area-city',
    text: { zh: '城市管理', en: 'City management' },
    modules: ['merchant', 'refuse', 'drainage', 'labor'],
    source: 'iconfont iconicon_work',
  },
  {
    code: 'area-service',
    text: { zh: '服务与运营', en: 'Service and outreach' },
    modules: ['chat', 'wechat', 'jobs', 'shorturl'],
    source: 'iconfont iconicon_message',
  },
  {
    code: 'area-forms',
    text: { zh: '表单与应用', en: 'Forms and apps' },
    modules: ['apps', 'toolapps', 'forms', 'area', 'module-roles'],
    source: 'iconfont iconicon_compile',
  },
];

/** The area a module is in, if any. */
export function areaOf(
  module: string,
  areas: readonly BusinessArea[] = BUSINESS_AREAS,
): BusinessArea | undefined {
  return areas.find((area) => area.modules.includes(module));
}

/** Whether a top menu (by its code) is a business area's: its part leaves 首页's sidebar. */
export function isBusinessArea(code: string, areas: readonly BusinessArea[] = BUSINESS_AREAS): boolean {
  return areas.some((area) => area.code === code);
}

/** The modules of an area, declared (in the area's order). */
export function areaModules(area: BusinessArea, modules: readonly ModuleSpec[]): ModuleSpec[] {
  return area.modules.flatMap((name) => modules.filter((m) => m.name === name));
}

/** `topmenu.<code>` texts of the areas, in both languages. */
export function areaMessages(areas: readonly BusinessArea[] = BUSINESS_AREAS): Messages {
  return Object.fromEntries(areas.map((area) => [`topmenu.${area.code}`, area.text]));
}
