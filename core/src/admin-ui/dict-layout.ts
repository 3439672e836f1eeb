import type { Row } from '../crud/client.ts';

/**
 * The two dictionary layouts (/dict-horizontal/index and /dict-vertical/index): a paged list of parent
 * dictionaries and the child list of the selected parent. Children inherit the parent's code and id.
 */

export interface DictLayoutState {
  parentId: string | undefined;
  parentCode: string | undefined;
}

export const initialDictLayout: DictLayoutState = { parentId: undefined, parentCode: undefined };

/** Selecting a parent row (selecting it again keeps it: the child list is never left without a parent). */
export function selectParent(parent: Row): DictLayoutState {
  return { parentId: String(parent.id ?? ''), parentCode: String(parent.code ?? '') };
}

/** After a reload of the parents: keep the selection while the parent still exists, else drop it. */
export function keepParent(state: DictLayoutState, parents: readonly Row[]): DictLayoutState {
  if (!state.parentId) return state;
  return parents.some((p) => String(p.id) === state.parentId) ? state : initialDictLayout;
}

/**
 * Initial values of a new parent (nothing: each of the five required fields is asked for) or child (the
 * parent's code; its parentId travels unseen).
 */
export function dictDefaults(state: DictLayoutState, child: boolean): Record<string, string> {
  if (!child || !state.parentId) return {};
  return { code: state.parentCode ?? '' };
}

/** The child-list call's arguments, or undefined without a selected parent. */
export function childListArgs(state: DictLayoutState): { parentId: string } | undefined {
  return state.parentId ? { parentId: state.parentId } : undefined;
}
