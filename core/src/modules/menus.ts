import type { Messages } from '../i18n/types.ts';
import { changeGrant } from '../resources/grants.ts';
import type { OperationSpec } from '../resources/types.ts';
import { operationButtonCode } from '../session/button-codes.ts';
import { MODULES } from './index.ts';
import type { ModuleSpec, ScreenSpec } from './types.ts';

/**
 * The menus each module brings (what the sandbox seeds, what a deployment files on the server): a top menu
 * per module (code = the module's name), a child per screen with `menu: true` (path = its route), and a
 * button (category 2) per operation the console offers on a row, on selected rows or above the list, and
 * per other change or export a button of its own grants (core/src/resources/grants.ts; code
 * `<entry>_<operation>`). Their `menu.<code>` texts come from the same declarations. No code may be a
 * platform menu's (fixtures/sandbox/menu.json, i18n/messages/menu.ts): a module is named accordingly
 * (tests/sandbox/module-menus.test.ts).
 */
export interface ModuleMenu {
  code: string;
  /** Code of the parent menu; none for a module's top menu. */
  parent?: string;
  text: { zh: string; en: string };
  path: string;
  /** 1 a menu, 2 a button. */
  category: 1 | 2;
  /** BladeX's button placement: 0 none, 1 toolbar, 2 row, 3 both. */
  action: number;
  alias: string;
  source: string;
  sort: number;
}

const BUTTON_ROLES: Partial<Record<NonNullable<OperationSpec['role']>, number>> = {
  toolbar: 1,
  row: 2,
  rows: 3,
  // An import is a toolbar button too (its upload and progress), named by the operation.
  import: 1,
};

/** The menu code of a screen: its route's literal segments, joined by `-` (`/job/nbxtjob` → `job-nbxtjob`). */
export function screenMenuCode(screen: Pick<ScreenSpec, 'path'>): string {
  return screen.path
    .split('/')
    .filter((s) => s !== '' && !s.startsWith(':'))
    .join('-');
}

export function moduleMenus(modules: readonly ModuleSpec[] = MODULES): ModuleMenu[] {
  const out: ModuleMenu[] = [];
  modules.forEach((m, index) => {
    out.push({
      code: m.name,
      text: m.text,
      path: `/${m.name}`,
      category: 1,
      action: 0,
      alias: 'menu',
      source: m.icon ?? '',
      sort: 100 + index,
    });
    const screens = m.screens.filter((s) => s.menu);
    screens.forEach((screen, i) => {
      out.push({
        code: screenMenuCode(screen),
        parent: m.name,
        text: screen.text,
        path: screen.path,
        category: 1,
        action: 0,
        alias: 'menu',
        source: '',
        sort: i + 1,
      });
    });
    for (const spec of m.resources) {
      const host = screens.find((s) => s.resource === spec.name);
      let sort = 0;
      for (const [name, op] of Object.entries(spec.operations)) {
        // A button per row, rows, toolbar or import operation, and per other change or export whose grant
        // is a button of its own (core/src/resources/grants.ts; not a list's standard add, edit or delete).
        const grant = changeGrant(spec, name);
        const own = grant?.kind === 'button' && grant.code === operationButtonCode(spec, name);
        const action = op.role ? BUTTON_ROLES[op.role] : own ? (op.download === 'export' ? 1 : 0) : undefined;
        if (action === undefined) continue;
        const parentPath = host?.path ?? `/${m.name}`;
        out.push({
          code: operationButtonCode(spec, name),
          parent: host ? screenMenuCode(host) : m.name,
          text: op.text ?? { zh: name, en: name },
          path: `${parentPath}/${name}`,
          category: 2,
          action,
          alias: name,
          source: '',
          sort: ++sort,
        });
      }
    }
  });
  return out;
}

/** `menu.<code>` texts of the modules' menus and buttons, in both languages. */
export function moduleMenuMessages(modules: readonly ModuleSpec[] = MODULES): Messages {
  return Object.fromEntries(moduleMenus(modules).map((menu) => [`menu.${menu.code}`, menu.text]));
}
