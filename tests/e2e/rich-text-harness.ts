/**
 * Bundled into a blank page by rich-text.test.ts: the rich-text editor's model and commands on a bare Squire
 * editor (the console's configuration), for the rules that need a real browser's DOM.
 */
import * as commands from '../../web/src/components/rich-text/commands.ts';
import { createRichTextEditor } from '../../web/src/components/rich-text/create-editor.ts';
import { RICH_TEXT_TAGS, richTextHtml, sanitizeRichText } from '../../web/src/components/rich-text/html.ts';

type Squire = commands.Squire;

/** A fresh editor over `html`, as the console makes one. */
function editorOver(html: string): Squire {
  const frame = document.createElement('div');
  const root = frame.appendChild(document.createElement('div'));
  document.body.replaceChildren(frame);
  const { editor } = createRichTextEditor(root);
  editor.setHTML(html);
  return editor;
}

/** Select the editor's text from character `from` to `to` (a cursor when they are equal). */
function select(editor: Squire, from: number, to = from): void {
  const walker = document.createTreeWalker(editor.getRoot(), NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  let seen = 0;
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    const length = node.data.length;
    if (from >= seen && from <= seen + length && range.startContainer === document) {
      range.setStart(node, from - seen);
    }
    if (to >= seen && to <= seen + length) {
      range.setEnd(node, to - seen);
      break;
    }
    seen += length;
  }
  editor.focus();
  editor.setSelection(range);
}

const stored = (editor: Squire) => richTextHtml(editor.getHTML());

/** The elements of an HTML text, by lower-case name, each once. */
function tagsOf(html: string): string[] {
  const box = document.createElement('template');
  box.innerHTML = html;
  return [...new Set([...box.content.querySelectorAll('*')].map((element) => element.localName))];
}

const harness = {
  commands,
  editorOver,
  select,
  stored,
  sanitizeRichText,
  richTextHtml,
  tagsOf,
  tags: [...RICH_TEXT_TAGS] as string[],
};
export type RichTextHarness = typeof harness;
Object.assign(globalThis, { richText: harness });
