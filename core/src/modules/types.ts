import type { MenuIconName } from '../nav/menu-icons.ts';
import type { ResourceSpec } from '../resources/types.ts';

/**
 * A business or forms module, described once: its registry entries and its screens. The console's route
 * table and route groups, the CLI's verbs, the sandbox's routes, seed data and seeded menus all follow
 * from it (DESIGN.md §The resource registry).
 */

/**
 * What the console renders on a route: a generic screen of a registry entry (`list` with search, paging,
 * actions, statistics and charts; `detail` a read-only record with related lists; `form` an add/edit page;
 * `tree` a tree list) or one of the module's own screens (`custom`, for behaviour the spec shows beyond
 * the generic ones).
 */
export type ScreenView = 'list' | 'detail' | 'form' | 'tree' | 'custom';

/**
 * A way from one screen to another that the user clicks (platform.md §2.4: every task reachable by clicking):
 * a button on each row of a list, above a list, or on the record of a detail page. The generic screens render
 * the links of their screen; a custom screen renders its own. `tests/core/reachability.test.ts` walks them.
 */
export interface ScreenLink {
  /** The route opened (a pattern: its `:id`, or the `param` of its query, takes the record's `key`). */
  path: string;
  /** Where the button is: on a record (a list's row, a detail page's record) or above a list (none sent). */
  on: 'record' | 'toolbar';
  text: { zh: string; en: string };
  /** The record's field sent (its id field unless named). */
  key?: string;
  /** The name it travels under in the query when the route has no `:id` (`id` unless named). */
  param?: string;
}

export interface ScreenSpec {
  /** Route pattern: literal segments and `:name` parameters. */
  path: string;
  view: ScreenView;
  /** The registry entry the screen shows (generic screens; custom ones when they have one). */
  resource?: string;
  /** The key of a custom screen in the module's screen group (web/src/screens/groups/<module>.tsx). */
  custom?: string;
  /** Page title (also the tab's and the seeded menu's name). */
  text: { zh: string; en: string };
  /** Opens without signing in (platform.md §2.1): outside the shell, with no way into it. */
  public?: boolean;
  /**
   * What the screen is for, in a sentence: required of a screen with no registry entry (nothing for the
   * generic screens to show), which the console shows when no screen of the group draws it (a route the
   * spec names without calls of its own: /refuseClassify/releateTenant).
   */
  about?: { zh: string; en: string };
  /** A menu entry of the module in the seeded menus (detail pages opened from a list are not). */
  menu?: boolean;
  /** List screens: filters every call of the list carries (a fixed `taskDataType`, a `mine` variant). */
  filters?: Record<string, string>;
  /** List screens: query parameters of the address that filter the list (`?uuid=` of a payslip batch). */
  queryFilters?: readonly string[];
  /**
   * List screens: a row opens this screen of the module with the row's `key` field in the address (a
   * payslip batch opens its rows by uuid), when the screen of a record is not the entry's detail page.
   */
  opens?: { path: string; key: string };
  /** Screens this one opens besides the entry's detail page (ScreenLink). */
  links?: readonly ScreenLink[];
  /** List screens: the page size the spec fixes for the screen (size 99 lists), offered besides the usual ones. */
  pageSize?: number;
  /**
   * Detail screens: lists of other entries shown under the record, linked by one of their fields, each in
   * pages of `pageSize` when the spec fixes one (a customer's contacts and addresses: 99).
   */
  related?: readonly { resource: string; field: string; pageSize?: number }[];
  /**
   * Detail screens: more of the record read by its id through other calls of the entry (a drain's check,
   * `detail/check/{id}`), each shown under it with the entry's fields it answers (`fields`; all unless named).
   */
  lookups?: readonly { operation: string; text: { zh: string; en: string }; fields?: readonly string[] }[];
}

export interface ModuleSpec {
  /** Key of the module: its route group, its menu code and the file names of its parts. */
  name: string;
  text: { zh: string; en: string };
  /** Icon of its menu (a Tabler icon name the console knows, e.g. `IconCalendarTime`). */
  icon?: MenuIconName;
  resources: readonly ResourceSpec[];
  screens: readonly ScreenSpec[];
}

/**
 * What routing needs of a screen: its route, its kind, whether it is public and whether it is a menu's (who
 * may open it: core/src/nav/route-access.ts). Its title is a catalogue key (moduleScreenTitle), its texts
 * the catalogue's.
 */
export type RouteScreen = Pick<ScreenSpec, 'path' | 'view' | 'public' | 'menu'>;

/** A module's name and screens as routing needs them, without its registry entries nor its texts. */
export interface ModuleScreens {
  name: string;
  screens: readonly RouteScreen[];
}

/** A module as declared; one function so the declarations read alike. */
export const module = (spec: ModuleSpec): ModuleSpec => spec;
