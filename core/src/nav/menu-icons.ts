import type { MenuItem } from './menu.ts';

/**
 * The icon of a menu entry (the collapsed sidebar's rail shows only icons). A menu's `source` is what
 * BladeX's Saber stores: an iconfont class (`iconfont iconicon_setting`, `iconfont icon-baobiao`), or, for
 * the modules' menus seeded from core/src/modules, the name of a Tabler icon (`IconCalendarTime`). Both are
 * read here as one of the icons the console draws (web/src/components/menu-icons.tsx); a source nobody maps
 * gets the generic icon, never a letter.
 */

/** The icons a menu entry may have: Tabler icons by name (the console imports each one it draws). */
export const MENU_ICON_NAMES = [
  'IconLayoutGrid',
  'IconDeviceDesktop',
  'IconMessage',
  'IconSettings',
  'IconUser',
  'IconSitemap',
  'IconId',
  'IconAddressBook',
  'IconHierarchy',
  'IconAdjustments',
  'IconBriefcase',
  'IconDeviceMobile',
  'IconUserShield',
  'IconMap',
  'IconLock',
  'IconSend',
  'IconRocket',
  'IconFileText',
  'IconWallet',
  'IconNotes',
  'IconArrowsExchange',
  'IconTool',
  'IconReportAnalytics',
  'IconRepeat',
  'IconPlus',
  'IconEdit',
  'IconTrash',
  // The modules' own (ModuleSpec.icon).
  'IconApps',
  'IconMessageCircle',
  'IconFileCertificate',
  'IconDroplet',
  'IconVirus',
  'IconForms',
  'IconHome',
  'IconCalendarTime',
  'IconBuildingStore',
  'IconShieldLock',
  'IconEye',
  'IconReceipt',
  'IconRecycle',
  'IconShieldCheck',
  'IconLink',
  'IconListCheck',
  'IconTools',
  'IconBrandWechat',
  'IconFlask',
] as const;

export type MenuIconName = (typeof MENU_ICON_NAMES)[number];

/** The icon a menu shows when its source names none the console knows. */
export const GENERIC_MENU_ICON: MenuIconName = 'IconLayoutGrid';

/**
 * Saber's iconfont names (without `iconfont` and their `iconicon_` / `icon-` prefix) and the plain names
 * of its buttons' sources, by what each draws.
 */
const ICONFONT: Readonly<Record<string, MenuIconName>> = {
  airplay: 'IconDeviceDesktop',
  sms: 'IconMessage',
  setting: 'IconSettings',
  principal: 'IconUser',
  user: 'IconUser',
  group: 'IconSitemap',
  message: 'IconId',
  addresslist: 'IconAddressBook',
  subordinate: 'IconHierarchy',
  community_line: 'IconAdjustments',
  work: 'IconBriefcase',
  mobile: 'IconDeviceMobile',
  boss: 'IconUserShield',
  study: 'IconMap',
  'bofangqi-suoping': 'IconLock',
  send: 'IconSend',
  huojian: 'IconRocket',
  doc: 'IconFileText',
  'file-text': 'IconFileText',
  coinpurse_line: 'IconWallet',
  savememo: 'IconNotes',
  exchange: 'IconArrowsExchange',
  wxbgongju: 'IconTool',
  baobiao: 'IconReportAnalytics',
  retweet: 'IconRepeat',
  plus: 'IconPlus',
  edit: 'IconEdit',
  delete: 'IconTrash',
};

const known = new Set<string>(MENU_ICON_NAMES);

/** The icon a menu's source names, undefined when it names none the console knows (or is blank). */
export function knownMenuIcon(source: string): MenuIconName | undefined {
  const name = source.trim();
  if (known.has(name)) return name as MenuIconName;
  const glyph = name
    .split(/\s+/)
    .filter((part) => part !== 'iconfont')
    .join(' ')
    .replace(/^icon(icon_|-)/, '');
  return Object.hasOwn(ICONFONT, glyph) ? ICONFONT[glyph] : undefined;
}

/** The icon a menu entry shows: the one its source names, else the generic one. */
export const menuIcon = (source: string): MenuIconName => knownMenuIcon(source) ?? GENERIC_MENU_ICON;

/**
 * The icon of the menu entry that opens `path`: the one its own source names, else the nearest of its
 * groups' that names one (a module's screens are filed bare under the module's group), else the generic
 * one. The welcome page's shortcuts draw it.
 */
export function entryIcon(menu: readonly MenuItem[], path: string): MenuIconName {
  const trail = (items: readonly MenuItem[]): MenuItem[] => {
    for (const item of items) {
      if (item.children.length === 0 && item.path === path) return [item];
      const inner = trail(item.children);
      if (inner.length > 0) return [...inner, item];
    }
    return [];
  };
  for (const item of trail(menu)) {
    const known = knownMenuIcon(item.icon);
    if (known) return known;
  }
  return GENERIC_MENU_ICON;
}
