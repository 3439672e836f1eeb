// The package's own entry types resolve to `any` here (extensionless imports in its .d.ts): the class's are typed.
import type { Squire } from 'squire-rte/dist/types/Editor.js';
import { LINK_REL } from './html.ts';
import { safeHref } from './safe-href.ts';

export type { Squire };
export type Mark = 'B' | 'I' | 'U';
export type ListTag = 'UL' | 'OL';
/** A toolbar command: false when it does not apply (an unsafe address, no text to link). */
export type Command = (editor: Squire) => boolean;

/** The nearest element of `tags` around the selection's start, inside the editor. */
function around(editor: Squire, tags: RegExp): HTMLElement | null {
  const root = editor.getRoot();
  for (
    let node: Node | null = editor.getSelection().startContainer;
    node && node !== root;
    node = node.parentNode
  )
    if (node instanceof HTMLElement && tags.test(node.nodeName)) return node;
  return null;
}

/** Whether a mark applies at the cursor (or over the whole selection). */
export const markActive = (editor: Squire, mark: Mark): boolean => editor.hasFormat(mark);

export const headingActive = (editor: Squire, level: number): boolean =>
  around(editor, /^(P|H[1-3]|LI)$/)?.nodeName === `H${level}`;

export const listActive = (editor: Squire, list: ListTag): boolean =>
  around(editor, /^(UL|OL)$/)?.nodeName === list;

export const toggleMark =
  (mark: Mark): Command =>
  (editor) => {
    if (editor.hasFormat(mark)) editor.changeFormat(null, { tag: mark });
    else editor.changeFormat({ tag: mark });
    return true;
  };

/** Replace each element matching `selector` in `root` by a `tag` holding its content. */
function retag(root: ParentNode, selector: string, tag: string | null): void {
  for (const element of root.querySelectorAll(selector)) {
    if (tag === null) {
      element.replaceWith(...element.childNodes);
      continue;
    }
    const next = document.createElement(tag);
    next.append(...element.childNodes);
    element.replaceWith(next);
  }
}

/**
 * A heading of `level`, or back to a paragraph when the block is one already (list items stay as they are;
 * a div is a paragraph Squire made around loose text).
 */
export const toggleHeading =
  (level: number): Command =>
  (editor) => {
    const tag = headingActive(editor, level) ? 'P' : `H${level}`;
    editor.modifyBlocks((blocks) => {
      retag(blocks, 'p, div, h1, h2, h3', tag);
      return blocks;
    });
    return true;
  };

/** A list of `list`: taken out of it when in one, turned into it from the other kind, else made one. */
export const toggleList =
  (list: ListTag): Command =>
  (editor) => {
    if (listActive(editor, list)) editor.removeList();
    else if (list === 'UL') editor.makeUnorderedList();
    else editor.makeOrderedList();
    return true;
  };

/** Plain text again: no marks or links, no headings, out of lists. */
export const clearFormatting: Command = (editor) => {
  for (const tag of ['B', 'I', 'U', 'A']) editor.changeFormat(null, { tag });
  editor.modifyBlocks((blocks) => {
    retag(blocks, 'li, div, h1, h2, h3', 'P');
    retag(blocks, 'ul, ol', null);
    return blocks;
  });
  return true;
};

/** The link at the cursor (its whole text selected when the selection is empty), else the selection. */
function linkRange(editor: Squire): Range {
  const range = editor.getSelection();
  const link = range.collapsed ? around(editor, /^A$/) : null;
  if (link) range.selectNodeContents(link);
  return range;
}

/** The link at the cursor: its address and target, or undefined. */
export function linkAt(editor: Squire): { href: string; target: string | null } | undefined {
  const link = around(editor, /^A$/);
  return link ? { href: link.getAttribute('href') ?? '', target: link.getAttribute('target') } : undefined;
}

/** Link the selection (or change the link at the cursor). Refused for an address that is not safe. */
export const setLink =
  (href: string, target: string | null): Command =>
  (editor) => {
    const range = linkRange(editor);
    const safe = safeHref(href);
    if (range.collapsed || safe === null) return false;
    const attributes = { href: safe, rel: LINK_REL, ...(target ? { target } : {}) };
    editor.changeFormat({ tag: 'A', attributes }, { tag: 'A' }, range);
    return true;
  };

export const unsetLink: Command = (editor) => {
  const range = linkRange(editor);
  if (range.collapsed) return false;
  editor.changeFormat(null, { tag: 'A' }, range);
  return true;
};

/**
 * A line break (Shift+Enter). At the end of a block a second break holds the new line open: a block's last
 * break shows no line of its own, so the caret would stay on the line above.
 */
export const lineBreak: Command = (editor) => {
  editor.splitBlock(true);
  const block = around(editor, /^(P|H[1-3]|LI)$/);
  const cursor = editor.getSelection();
  if (!block?.lastChild) return true;
  const rest = document.createRange();
  rest.setStart(cursor.startContainer, cursor.startOffset);
  rest.setEndAfter(block.lastChild);
  if (rest.toString() === '' && !rest.cloneContents().querySelector('br'))
    block.append(document.createElement('br'));
  return true;
};

// Formats the browser may ask for (context menus, touch bars) beyond bold, italic and underline.
const OUTSIDE_MODEL = /^format(?!Bold$|Italic$|Underline$)/;

/**
 * Keys and input beyond Squire's own (marks with Mod-b/i/u, undo and redo with Mod-z, Shift-Mod-z and Mod-y,
 * Enter, list toggles on Mod-Shift-8/9): Tab and Shift-Tab nest a list item anywhere in it (outside a list
 * Tab moves the focus on), Shift-Enter breaks the line; Squire's keys and the browser's commands for formats
 * outside the model (strikethrough, sub- and superscript, quotes, code, colours, alignment) are off.
 * `container` holds the editing area: its listener runs before Squire's (which listens on the area in the
 * capture phase). Returns what removes that listener.
 */
export function bindRichTextInput(editor: Squire, container: HTMLElement): () => void {
  for (const mod of ['Ctrl-', 'Meta-'])
    for (const key of ['Shift-7', 'Shift-5', 'Shift-6', '[', ']', 'd']) editor.setKeyHandler(mod + key, null);
  const nest = (deeper: boolean) => (self: Squire, event: KeyboardEvent) => {
    if (!around(self, /^(UL|OL)$/)) return;
    event.preventDefault();
    if (deeper) self.increaseListLevel();
    else self.decreaseListLevel();
  };
  editor.setKeyHandler('Tab', nest(true));
  editor.setKeyHandler('Shift-Tab', nest(false));
  const guard = (event: Event) => {
    const type = (event as InputEvent).inputType;
    if (event.target !== editor.getRoot() || (type !== 'insertLineBreak' && !OUTSIDE_MODEL.test(type)))
      return;
    event.preventDefault();
    event.stopPropagation();
    if (type === 'insertLineBreak') lineBreak(editor);
  };
  container.addEventListener('beforeinput', guard, true);
  return () => container.removeEventListener('beforeinput', guard, true);
}
