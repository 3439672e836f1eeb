import { baseKeymap, chainCommands, setBlockType, toggleMark } from 'prosemirror-commands';
import { redo, undo } from 'prosemirror-history';
import type { MarkType, NodeType } from 'prosemirror-model';
import { liftListItem, sinkListItem, splitListItem, wrapInList } from 'prosemirror-schema-list';
import type { Command, EditorState } from 'prosemirror-state';
import { safeHref } from './safe-href.ts';
import { richTextSchema as schema } from './schema.ts';

const { nodes, marks } = schema;

/** Whether a mark applies at the cursor (or over the whole selection). */
export function markActive(state: EditorState, type: MarkType): boolean {
  const { from, $from, to, empty } = state.selection;
  if (empty) return !!type.isInSet(state.storedMarks ?? $from.marks());
  return state.doc.rangeHasMark(from, to, type);
}

/** The depth of the nearest enclosing node of one of `types`, or -1. */
function enclosing(state: EditorState, types: readonly NodeType[]): number {
  const { $from } = state.selection;
  for (let depth = $from.depth; depth > 0; depth -= 1)
    if (types.includes($from.node(depth).type)) return depth;
  return -1;
}

export function headingActive(state: EditorState, level: number): boolean {
  const parent = state.selection.$from.parent;
  return parent.type === nodes['heading'] && parent.attrs['level'] === level;
}

export function listActive(state: EditorState, type: NodeType): boolean {
  const depth = enclosing(state, [nodes['bullet_list']!, nodes['ordered_list']!]);
  return depth > 0 && state.selection.$from.node(depth).type === type;
}

export const toggleBold = toggleMark(marks['bold']!);
export const toggleItalic = toggleMark(marks['italic']!);
export const toggleUnderline = toggleMark(marks['underline']!);

/** A heading of `level`, or back to a paragraph when the block is one already. */
export const toggleHeading =
  (level: number): Command =>
  (state, dispatch) =>
    headingActive(state, level)
      ? setBlockType(nodes['paragraph']!)(state, dispatch)
      : setBlockType(nodes['heading']!, { level })(state, dispatch);

/** A list of `type`: taken out of it when in one, turned into it from the other kind, else wrapped in one. */
export const toggleList =
  (type: NodeType): Command =>
  (state, dispatch) => {
    if (listActive(state, type)) return liftListItem(nodes['list_item']!)(state, dispatch);
    const depth = enclosing(state, [nodes['bullet_list']!, nodes['ordered_list']!]);
    if (depth > 0) {
      if (dispatch) dispatch(state.tr.setNodeMarkup(state.selection.$from.before(depth), type));
      return true;
    }
    return wrapInList(type)(state, dispatch);
  };

/** Plain text again: no marks, no headings, out of lists. */
export const clearFormatting: Command = (state, dispatch) => {
  const { from, to } = state.selection;
  const tr = state.tr;
  for (const mark of Object.values(marks)) tr.removeMark(from, to, mark);
  tr.setStoredMarks([]);
  tr.setBlockType(from, to, nodes['paragraph']!);
  let next = state.apply(tr);
  // Lift the selection's list items until none is left (nested lists lift one level at a time).
  for (let guard = 0; guard < 10 && enclosing(next, [nodes['list_item']!]) > 0; guard += 1) {
    let lifted: ReturnType<EditorState['apply']> | undefined;
    liftListItem(nodes['list_item']!)(next, (step) => {
      for (const s of step.steps) tr.step(s);
      lifted = next.apply(step);
    });
    if (!lifted) break;
    next = lifted;
  }
  if (dispatch) dispatch(tr.scrollIntoView());
  return true;
};

/** The range of the link at the cursor (the whole link when the selection is empty), else the selection. */
function linkRange(state: EditorState): { from: number; to: number } {
  const { from, to, empty, $from } = state.selection;
  const link = marks['link']!.isInSet($from.marks());
  if (!empty || !link) return { from, to };
  const parent = $from.parent;
  const linked = (i: number) => i >= 0 && i < parent.childCount && !!link.isInSet(parent.child(i).marks);
  // The cursor sits before the child at its index, or just past the link's end.
  const at = linked($from.index()) ? $from.index() : $from.index() - 1;
  if (!linked(at)) return { from, to };
  let first = at;
  while (linked(first - 1)) first -= 1;
  let last = at;
  while (linked(last + 1)) last += 1;
  let pos = $from.start();
  for (let i = 0; i < first; i += 1) pos += parent.child(i).nodeSize;
  const begin = pos;
  for (let i = first; i <= last; i += 1) pos += parent.child(i).nodeSize;
  return { from: begin, to: pos };
}

/** The link at the cursor: its address and target, or undefined. */
export function linkAt(state: EditorState): { href: string; target: string | null } | undefined {
  const mark = marks['link']!.isInSet(state.selection.$from.marks());
  return mark ? { href: String(mark.attrs['href']), target: mark.attrs['target'] ?? null } : undefined;
}

/** Link the selection (or change the link at the cursor). Refused for an address that is not safe. */
export const setLink =
  (href: string, target: string | null): Command =>
  (state, dispatch) => {
    const { from, to } = linkRange(state);
    if (from === to || safeHref(href) === null) return false;
    if (dispatch) {
      const tr = state.tr.removeMark(from, to, marks['link']!);
      dispatch(tr.addMark(from, to, marks['link']!.create({ href, target })));
    }
    return true;
  };

export const unsetLink: Command = (state, dispatch) => {
  const { from, to } = linkRange(state);
  if (from === to) return false;
  if (dispatch) dispatch(state.tr.removeMark(from, to, marks['link']!));
  return true;
};

/**
 * The editor's keys: marks (Mod-b/i/u), undo and redo (Mod-z, Shift-Mod-z, Mod-y), list items split on Enter
 * and nested with Tab only inside a list (elsewhere Tab moves the focus on), Shift-Enter a line break.
 */
export const richTextKeys: Record<string, Command> = {
  'Mod-b': toggleBold,
  'Mod-i': toggleItalic,
  'Mod-u': toggleUnderline,
  'Mod-z': undo,
  'Shift-Mod-z': redo,
  'Mod-y': redo,
  Enter: splitListItem(nodes['list_item']!),
  Tab: sinkListItem(nodes['list_item']!),
  'Shift-Tab': liftListItem(nodes['list_item']!),
  'Shift-Enter': chainCommands((state, dispatch) => {
    if (dispatch) dispatch(state.tr.replaceSelectionWith(nodes['hard_break']!.create()).scrollIntoView());
    return true;
  }),
};

export { baseKeymap };
