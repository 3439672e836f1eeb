import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { find, tokenize } from '../../web/src/screens/plain-links.ts';

describe("the notice editor's link finder (in place of linkifyjs)", () => {
  it('finds http(s) addresses in text, without the punctuation that ends a sentence', () => {
    expect(find('见 https://example.cn/a?b=1。然后 http://x.org/p, 以及 (https://y.com/z).')).toEqual([
      {
        type: 'url',
        value: 'https://example.cn/a?b=1',
        href: 'https://example.cn/a?b=1',
        isLink: true,
        start: 2,
        end: 26,
      },
      { type: 'url', value: 'http://x.org/p', href: 'http://x.org/p', isLink: true, start: 30, end: 44 },
      { type: 'url', value: 'https://y.com/z', href: 'https://y.com/z', isLink: true, start: 50, end: 65 },
    ]);
    expect(find('no address here, nor javascript:alert(1) nor ftp://a.b')).toEqual([]);
    expect(tokenize()).toEqual([]);
  });

  it('reports each address where it stands in the text, with no space or quote inside', () => {
    fc.assert(
      fc.property(fc.string(), fc.webUrl(), fc.string(), (before, url, after) => {
        for (const link of find(`${before} ${url} ${after}`)) {
          expect(`${before} ${url} ${after}`.slice(link.start, link.end)).toBe(link.value);
          expect(link.value).toMatch(/^https?:\/\/[^\s<>"'`\u4e00-\u9fff]+$/i);
        }
        expect(find(` ${url} `).map((link) => link.value)).toHaveLength(1);
      }),
    );
  });
});
