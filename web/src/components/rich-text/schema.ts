import { type DOMOutputSpec, Schema } from 'prosemirror-model';
import { safeHref } from './safe-href.ts';

const block = (tag: string): { parseDOM: { tag: string }[]; toDOM: () => DOMOutputSpec } => ({
  parseDOM: [{ tag }],
  toDOM: () => [tag, 0],
});

/**
 * What a rich-text body holds (notices, the forms' rich-text fields): paragraphs and line breaks, headings 1–3,
 * bullet and numbered lists, bold, italic, underline and links. Stored HTML is read through it, so anything
 * else (scripts, images, styles, event handlers) does not survive an edit.
 */
export const richTextSchema = new Schema({
  nodes: {
    doc: { content: 'block+' },
    paragraph: { content: 'inline*', group: 'block', ...block('p') },
    heading: {
      attrs: { level: { default: 1 } },
      content: 'inline*',
      group: 'block',
      defining: true,
      parseDOM: [1, 2, 3].map((level) => ({ tag: `h${level}`, attrs: { level } })),
      toDOM: (node) => [`h${node.attrs['level']}`, 0],
    },
    bullet_list: { content: 'list_item+', group: 'block', ...block('ul') },
    ordered_list: { content: 'list_item+', group: 'block', ...block('ol') },
    list_item: { content: 'paragraph block*', defining: true, ...block('li') },
    text: { group: 'inline' },
    hard_break: {
      inline: true,
      group: 'inline',
      selectable: false,
      parseDOM: [{ tag: 'br' }],
      toDOM: () => ['br'],
    },
  },
  marks: {
    link: {
      attrs: { href: {}, target: { default: null } },
      inclusive: false,
      parseDOM: [
        {
          tag: 'a[href]',
          getAttrs: (dom) => {
            const href = safeHref(dom.getAttribute('href') ?? '');
            return href === null
              ? false
              : { href, target: dom.getAttribute('target') === '_blank' ? '_blank' : null };
          },
        },
      ],
      toDOM: (mark) => [
        'a',
        {
          href: mark.attrs['href'],
          ...(mark.attrs['target'] ? { target: mark.attrs['target'] } : {}),
          rel: 'noopener noreferrer nofollow',
        },
        0,
      ],
    },
    bold: {
      parseDOM: [
        { tag: 'strong' },
        { tag: 'b', getAttrs: (dom) => dom.style.fontWeight !== 'normal' && null },
        { style: 'font-weight', getAttrs: (value) => /^(bold(er)?|[5-9]\d\d)$/.test(value) && null },
      ],
      toDOM: () => ['strong', 0],
    },
    italic: {
      parseDOM: [{ tag: 'em' }, { tag: 'i' }, { style: 'font-style=italic' }],
      toDOM: () => ['em', 0],
    },
    underline: { parseDOM: [{ tag: 'u' }, { style: 'text-decoration=underline' }], toDOM: () => ['u', 0] },
  },
});
