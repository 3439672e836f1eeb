import { Mark, mergeAttributes } from '@tiptap/core';

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    link: {
      /** Links the selection (refused for an address whose scheme is not a web, mail or phone one). */
      setLink: (attributes: { href: string; target?: string | null }) => ReturnType;
      unsetLink: () => ReturnType;
    };
  }
}

const ALLOWED_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);
// Browsers ignore these inside a URL, so `java\tscript:` is still a script address.
const IGNORED = /[\u0000-\u0020\u00a0\u1680\u180e\u2000-\u2029\u205f\u3000\ufeff]/g;

/** The address as a link may carry it: web, mail and phone addresses and relative ones; else null. */
export function safeHref(raw: string): string | null {
  const scheme = /^([a-z][a-z\d+.-]*):/i.exec(raw.replace(IGNORED, ''))?.[1]?.toLowerCase();
  const href = raw.trim();
  return href !== '' && (scheme === undefined || ALLOWED_SCHEMES.has(scheme)) ? href : null;
}

/**
 * The notice editor's link: an address and whether it opens in a new tab, set from the toolbar only (no
 * autolinking as one types or pastes, so tiptap's Link extension and its link finder are not needed).
 */
export const LinkMark = Mark.create({
  name: 'link',
  priority: 1000,
  keepOnSplit: false,
  inclusive: false,
  addAttributes() {
    return { href: { default: null }, target: { default: null } };
  },
  parseHTML() {
    return [
      {
        tag: 'a[href]',
        getAttrs: (node) => (safeHref(node.getAttribute('href') ?? '') === null ? false : null),
      },
    ];
  },
  renderHTML({ HTMLAttributes }) {
    const href = safeHref(String(HTMLAttributes['href'] ?? ''));
    return ['a', mergeAttributes(HTMLAttributes, { href, rel: 'noopener noreferrer nofollow' }), 0];
  },
  addCommands() {
    return {
      setLink:
        (attributes) =>
        ({ commands }) =>
          safeHref(attributes.href) !== null && commands.setMark(this.name, attributes),
      unsetLink:
        () =>
        ({ commands }) =>
          commands.unsetMark(this.name, { extendEmptyMarkRange: true }),
    };
  },
});
