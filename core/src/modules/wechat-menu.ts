/**
 * A public account's menu (business-modules.md §7 Public account: `wx/menu/{id}/create` with the buttons
 * list), as WeChat's custom-menu API shapes it: at most 3 buttons, each either an action (a click key, a
 * page to view, a mini program) or a group of at most 5 sub-buttons. Names count in bytes as WeChat does
 * (16 for a button, 60 for a sub-button; a Chinese character takes 3).
 */
import type { MessageKey } from '../i18n/index.ts';
import type { Problem } from '../validate/result.ts';

export const MENU_BUTTON_TYPES = ['click', 'view', 'miniprogram'] as const;
export type MenuButtonType = (typeof MENU_BUTTON_TYPES)[number];

export interface MenuButton {
  name: string;
  /** Absent on a group (a button with sub-buttons). */
  type?: MenuButtonType;
  key?: string;
  url?: string;
  appid?: string;
  pagepath?: string;
  sub_button?: MenuButton[];
}

export const MENU_LIMITS = { buttons: 3, subButtons: 5, nameBytes: 16, subNameBytes: 60 } as const;

/** The label key of a button type. */
export const buttonTypeLabel = (type: MenuButtonType): MessageKey => `wechat.menu.type.${type}` as MessageKey;

/** What a button of a type needs besides its name. */
export function requiredOf(type: MenuButtonType): (keyof MenuButton)[] {
  if (type === 'click') return ['key'];
  if (type === 'view') return ['url'];
  return ['appid', 'pagepath', 'url'];
}

const bytes = (text: string) => new TextEncoder().encode(text).length;

/** The buttons of a menu as the get call answers them (`buttons`, WeChat's `menu.button`, or a bare list). */
export function readMenu(data: unknown): MenuButton[] {
  if (Array.isArray(data)) return data as MenuButton[];
  if (typeof data !== 'object' || data === null) return [];
  const record = data as { buttons?: unknown; button?: unknown; menu?: { button?: unknown } };
  const list = record.buttons ?? record.button ?? record.menu?.button;
  if (typeof list === 'string') {
    try {
      return readMenu(JSON.parse(list));
    } catch {
      return [];
    }
  }
  return Array.isArray(list) ? (list as MenuButton[]) : [];
}

/** Problems of a menu, each at a path (`0`, `0.2` for a sub-button) and the field concerned. */
export function checkMenu(buttons: readonly MenuButton[]): Problem[] {
  const problems: Problem[] = [];
  if (buttons.length > MENU_LIMITS.buttons)
    problems.push({ message: 'wechat.menu.tooMany', params: { limit: MENU_LIMITS.buttons } });
  const checkOne = (button: MenuButton, path: string, maxBytes: number, isSub: boolean) => {
    if (!button.name.trim()) problems.push({ field: `${path}.name`, message: 'wechat.menu.nameRequired' });
    else if (bytes(button.name) > maxBytes)
      problems.push({
        field: `${path}.name`,
        message: 'wechat.menu.nameTooLong',
        params: { limit: maxBytes },
      });
    const subs = button.sub_button ?? [];
    if (!isSub && subs.length > 0) {
      if (subs.length > MENU_LIMITS.subButtons)
        problems.push({
          field: path,
          message: 'wechat.menu.tooManySubs',
          params: { limit: MENU_LIMITS.subButtons },
        });
      for (const [i, sub] of subs.entries()) checkOne(sub, `${path}.${i}`, MENU_LIMITS.subNameBytes, true);
      return;
    }
    if (!button.type) {
      problems.push({ field: `${path}.type`, message: 'wechat.menu.typeRequired' });
      return;
    }
    for (const field of requiredOf(button.type))
      if (!String(button[field] ?? '').trim())
        problems.push({ field: `${path}.${field}`, message: 'wechat.menu.valueRequired' });
  };
  for (const [i, button] of buttons.entries()) checkOne(button, String(i), MENU_LIMITS.nameBytes, false);
  return problems;
}

/** The menu as it is sent: a group keeps its name and sub-buttons, an action its type and its fields. */
export function menuPayload(buttons: readonly MenuButton[]): MenuButton[] {
  const clean = (button: MenuButton, isSub: boolean): MenuButton => {
    const subs = button.sub_button ?? [];
    if (!isSub && subs.length > 0)
      return { name: button.name.trim(), sub_button: subs.map((sub) => clean(sub, true)) };
    const type = button.type ?? 'click';
    const out: MenuButton = { name: button.name.trim(), type };
    for (const field of requiredOf(type)) out[field] = String(button[field] ?? '').trim() as never;
    return out;
  };
  return buttons.map((button) => clean(button, false));
}
