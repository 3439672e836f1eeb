import DOMPurify from 'dompurify';
import { safeHref } from './safe-href.ts';

/**
 * What a rich-text body holds (notices, the forms' rich-text fields): paragraphs and line breaks, headings 1–3,
 * bullet and numbered lists, bold, italic, underline and links. Stored HTML and pasted HTML are read through
 * it, so anything else (scripts, images, styles, event handlers, frames) does not survive an edit; a body
 * shown (a notice's preview, a form's rich-text detail) is read through it too (`richTextHtml`): one
 * allow-list for the editor and the display.
 */
export const RICH_TEXT_TAGS = ['p', 'br', 'h1', 'h2', 'h3', 'ul', 'ol', 'li', 'b', 'i', 'u', 'a'] as const;
const RICH_TEXT_ATTRS = ['href', 'target', 'rel'];
const RICH_TEXT_PURIFY = {
  ALLOWED_TAGS: [...RICH_TEXT_TAGS],
  ALLOWED_ATTR: RICH_TEXT_ATTRS,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
};
export const LINK_REL = 'noopener noreferrer nofollow';

/** Blocks outside the model: their text stays, as paragraphs (or unwrapped when they hold blocks). */
const OTHER_BLOCK_TAGS =
  'DIV|H[4-6]|BLOCKQUOTE|PRE|SECTION|ARTICLE|HEADER|FOOTER|ASIDE|NAV|MAIN|ADDRESS|FIGURE|FIGCAPTION|DL|DD|DT|TABLE|CAPTION|THEAD|TBODY|TFOOT|TR|TD|TH';
const OTHER_BLOCKS = new RegExp(`^(${OTHER_BLOCK_TAGS})$`);
const BLOCK = new RegExp(`^(P|H[1-3]|UL|OL|LI|${OTHER_BLOCK_TAGS})$`);
const SAME_TAG: Record<string, string> = { STRONG: 'b', EM: 'i', INS: 'u' };

function rename(element: Element, tag: string): Element {
  const next = element.ownerDocument.createElement(tag);
  next.append(...element.childNodes);
  element.replaceWith(next);
  return next;
}

/** Wrap an element's content in `tag` (a style that means bold, italic or underline). */
function wrapContent(element: Element, tag: string): void {
  const wrapper = element.ownerDocument.createElement(tag);
  wrapper.append(...element.childNodes);
  element.append(wrapper);
}

const hasBlockChild = (element: Element) => [...element.children].some((child) => BLOCK.test(child.nodeName));

/**
 * Bring parsed HTML to the model's shapes before the allow-list: bold, italic and underline written as styles
 * (what word processors paste) become tags, other blocks become paragraphs, and a list item holds its text
 * directly with nested lists after it (the editor's shape; stored bodies had `<li><p>…</p></li>`).
 */
function toModelShapes(body: HTMLElement): void {
  // Deepest first: an element's children are settled before it is.
  for (const element of [...body.querySelectorAll('*')].reverse()) {
    const style = (element as HTMLElement).style;
    const weight = style?.fontWeight ?? '';
    const name = element.nodeName;
    if ((name === 'B' || name === 'STRONG') && weight === 'normal') {
      element.replaceWith(...element.childNodes);
      continue;
    }
    if (/^(bold(er)?|[6-9]\d\d)$/.test(weight)) wrapContent(element, 'b');
    if (style?.fontStyle === 'italic') wrapContent(element, 'i');
    // Optional all the way: a pasted form's control named `style` stands in for the element's style.
    if (style?.textDecoration?.includes?.('underline')) wrapContent(element, 'u');
    if (SAME_TAG[name]) rename(element, SAME_TAG[name]);
    else if (OTHER_BLOCKS.test(name) || (/^(P|H[1-3])$/.test(name) && hasBlockChild(element))) {
      if (hasBlockChild(element)) element.replaceWith(...element.childNodes);
      else rename(element, 'p');
    } else if (name === 'LI') flattenListItem(element);
  }
}

/** `<li><p>a</p><p>b</p><ul>…</ul></li>` as `<li>a<br>b</li><ul>…</ul>`. */
function flattenListItem(item: Element): void {
  const nested: Element[] = [];
  let lines = 0;
  for (const child of [...item.childNodes]) {
    if (!(child instanceof Element)) continue;
    if (child.nodeName === 'UL' || child.nodeName === 'OL') nested.push(child);
    else if (/^(P|H[1-3])$/.test(child.nodeName)) {
      if (lines++ > 0) child.before(item.ownerDocument.createElement('br'));
      child.replaceWith(...child.childNodes);
    }
  }
  item.after(...nested);
}

/** Links keep a safe address, `target` only as _blank, and the rel every stored link has; others lose the link. */
function settleLinks(root: DocumentFragment): void {
  for (const link of root.querySelectorAll('a')) {
    const href = safeHref(link.getAttribute('href') ?? '');
    if (href === null) {
      link.replaceWith(...link.childNodes);
      continue;
    }
    const blank = link.getAttribute('target') === '_blank';
    // In the order stored bodies have them.
    for (const name of RICH_TEXT_ATTRS) link.removeAttribute(name);
    link.setAttribute('href', href);
    if (blank) link.setAttribute('target', '_blank');
    link.setAttribute('rel', LINK_REL);
  }
}

/**
 * HTML (stored, pasted or dropped) as nodes of the model, in the page's document: parsed in an inert document
 * (nothing in it runs or loads), shaped, then through DOMPurify with the model's allow-list.
 */
export function sanitizeRichText(html: string): DocumentFragment {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  toModelShapes(body);
  const clean = DOMPurify.sanitize(body.innerHTML, { ...RICH_TEXT_PURIFY, RETURN_DOM_FRAGMENT: true });
  settleLinks(clean);
  return document.importNode(clean, true);
}

/**
 * Text and marks outside any block (a stored `<p>a<hr>b</p>` parses as `<p>a</p><hr>b<p></p>`) go in a
 * paragraph, as the editor puts them; white space between blocks stays as it is.
 */
function inParagraphs(content: DocumentFragment): void {
  let run: HTMLParagraphElement | null = null;
  for (const node of [...content.childNodes]) {
    if (node instanceof Element && BLOCK.test(node.nodeName)) run = null;
    else if (run) run.append(node);
    else if (node instanceof Element || (node.textContent ?? '').trim() !== '') {
      run = document.createElement('p');
      node.replaceWith(run);
      run.append(node);
    }
  }
}

/**
 * The editor's content as stored HTML, and a stored body as the HTML to show (what an edit would keep is what
 * the page shows): read through the model again (whatever the browser slipped in is dropped), without the
 * editor's placeholders (a line break closing a block, an empty mark where a format waits for typing, empty
 * lines closing the body); '' when it holds no text (so a required body counts as missing).
 */
export function richTextHtml(editorHtml: string): string {
  const content = sanitizeRichText(editorHtml);
  if ((content.textContent ?? '').replace(/\u200b/g, '') === '') return '';
  inParagraphs(content);
  // Deepest first, so a mark left holding only an empty one goes too.
  for (const mark of [...content.querySelectorAll('b, i, u, a')].reverse())
    if (!mark.hasChildNodes()) mark.remove();
  for (const block of content.querySelectorAll('p, h1, h2, h3, li')) {
    const last = block.lastChild;
    if (last?.nodeName === 'BR') last.remove();
  }
  // Squire keeps an empty line after a closing list or heading; it shows nothing once stored.
  while (content.lastChild?.nodeName === 'P' && !content.lastChild.hasChildNodes())
    content.lastChild.remove();
  const box = document.createElement('div');
  box.append(content);
  return box.innerHTML;
}
