// @vitest-environment happy-dom
import { Editor } from '@tiptap/core';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { noticeExtensions } from '../../web/src/screens/editor-extensions.ts';
import { safeHref } from '../../web/src/screens/link-mark.ts';

describe('safeHref', () => {
  it('keeps web, mail, phone and relative addresses', () => {
    for (const href of [
      'https://gov.cn/a?b=1',
      'http://x.cn',
      'mailto:a@b.cn',
      'tel:12345',
      '/notice/1',
      '#top',
    ]) {
      expect(safeHref(` ${href} `)).toBe(href);
    }
  });

  it('refuses script and data addresses however they are spelt', () => {
    const noise = fc.constantFrom('', ' ', '\t', '\n', '\u0000', '\u3000');
    const scheme = fc.constantFrom('javascript', 'vbscript', 'data', 'file');
    fc.assert(
      fc.property(
        scheme,
        fc.array(noise, { maxLength: 3 }),
        fc.boolean(),
        fc.string(),
        (name, gaps, upper, rest) => {
          const spelt = [...(upper ? name.toUpperCase() : name)].map((c, i) => (gaps[i] ?? '') + c).join('');
          expect(safeHref(`${gaps.join('')}${spelt}:${rest}`)).toBeNull();
        },
      ),
    );
  });

  it('refuses an empty address', () => {
    expect(safeHref('   ')).toBeNull();
  });
});

describe('the notice editor link', () => {
  let editor: Editor | undefined;
  afterEach(() => editor?.destroy());
  const make = (content: string) => {
    editor = new Editor({ element: document.createElement('div'), extensions: noticeExtensions(), content });
    return editor;
  };

  it('keeps a web link with its target and marks it noopener', () => {
    const html = make('<p><a href="https://gov.cn" target="_blank">政府网</a></p>').getHTML();
    expect(html).toContain('href="https://gov.cn"');
    expect(html).toContain('target="_blank"');
    expect(html).toContain('rel="noopener noreferrer nofollow"');
  });

  it('drops a script link from stored HTML, keeping its text', () => {
    const html = make('<p><a href="javascript:alert(1)">点我</a></p>').getHTML();
    expect(html).not.toContain('<a');
    expect(html).toContain('点我');
  });

  it('links the selection from the toolbar command, and refuses a script address', () => {
    const e = make('<p>通知正文</p>');
    e.commands.setTextSelection({ from: 1, to: 3 });
    expect(e.commands.setLink({ href: 'javascript:alert(1)' })).toBe(false);
    expect(e.getHTML()).not.toContain('<a');
    expect(e.commands.setLink({ href: 'https://gov.cn', target: null })).toBe(true);
    expect(e.getHTML()).toBe(
      '<p><a href="https://gov.cn" rel="noopener noreferrer nofollow">通知</a>正文</p>',
    );
    e.commands.unsetLink();
    expect(e.getHTML()).toBe('<p>通知正文</p>');
  });
});
