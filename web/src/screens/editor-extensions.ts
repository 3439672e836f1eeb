import Bold from '@tiptap/extension-bold';
import Document from '@tiptap/extension-document';
import HardBreak from '@tiptap/extension-hard-break';
import Heading from '@tiptap/extension-heading';
import Italic from '@tiptap/extension-italic';
import { BulletList, ListItem, ListKeymap, OrderedList } from '@tiptap/extension-list';
import Paragraph from '@tiptap/extension-paragraph';
import Text from '@tiptap/extension-text';
import Underline from '@tiptap/extension-underline';
import { UndoRedo } from '@tiptap/extensions';
import { LinkMark } from './link-mark.ts';

/**
 * What the notice editor offers (its toolbar: bold, italic, underline, headings 1–3, lists, links), undo and
 * the lists' keys, not the whole starter kit: no code, code blocks, quotes, rules or strikes that the
 * toolbar cannot make, and no drop or gap cursors (a notice has no blocks that need them).
 */
export const noticeExtensions = () => [
  Document,
  Paragraph,
  Text,
  HardBreak,
  Bold,
  Italic,
  Underline,
  Heading.configure({ levels: [1, 2, 3] }),
  BulletList,
  OrderedList,
  ListItem,
  ListKeymap,
  LinkMark,
  UndoRedo,
];
