/**
 * What the console's build gives tiptap's Link extension in place of linkifyjs (scripts/build/web.ts,
 * `plainLinks`): the notice editor turns off autolinking as one types, so the extension only needs `find`,
 * for a web address pasted over a selection or as text; plain http(s) addresses are enough for notices,
 * and linkifyjs with its table of top-level domains is 10 KB gzip on the notice route.
 */

export interface FoundLink {
  type: 'url';
  value: string;
  href: string;
  isLink: true;
  start: number;
  end: number;
}

// An address runs to the first space, quote, angle bracket or Chinese character or punctuation (notices are
// Chinese text around ASCII addresses), less the sentence's punctuation at its end.
const ADDRESS =
  /\bhttps?:\/\/[^\s<>"'`\u3000-\u303f\u4e00-\u9fff\uff00-\uffef]*[^\s<>"'`\u3000-\u303f\u4e00-\u9fff\uff00-\uffef.,;:!?)\]}]/gi;

export function find(text: string): FoundLink[] {
  return [...text.matchAll(ADDRESS)].map((match) => ({
    type: 'url',
    value: match[0],
    href: match[0],
    isLink: true,
    start: match.index,
    end: match.index + match[0].length,
  }));
}

/** Autolinking as one types (off in the notice editor): no tokens, so never a link. */
export function tokenize(): [] {
  return [];
}

/** Custom protocols (none configured) and the reset on the editor's destruction: nothing to keep. */
export function registerCustomProtocol(): void {}
export function reset(): void {}
