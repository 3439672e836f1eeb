// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { act, cleanup, render, screen } from '@testing-library/react';
import fc from 'fast-check';
import { EditorState, TextSelection } from 'prosemirror-state';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n, loadAllMessages } from '../../web/src/app/i18n.ts';
import {
  clearFormatting,
  linkAt,
  listActive,
  markActive,
  setLink,
  toggleBold,
  toggleHeading,
  toggleList,
  unsetLink,
} from '../../web/src/components/rich-text/commands.ts';
import { parseRichText, richTextHtml } from '../../web/src/components/rich-text/html.ts';
import { RichTextEditor } from '../../web/src/components/rich-text/RichTextEditor.tsx';
import { safeHref } from '../../web/src/components/rich-text/safe-href.ts';
import { richTextSchema } from '../../web/src/components/rich-text/schema.ts';

beforeAll(async () => {
  initI18n('zh');
  await loadAllMessages();
});
afterEach(cleanup);

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

const roundTrip = (html: string) => richTextHtml(parseRichText(html));

describe('stored HTML read through the schema', () => {
  it('keeps what the editor makes: paragraphs, headings, lists, marks and links', () => {
    const html =
      '<h2>标题</h2><p><strong>重要</strong><em>说明</em><u>下划线</u><br>换行</p>' +
      '<ul><li><p>一</p></li></ul><ol><li><p>二</p></li></ol>' +
      '<p><a href="https://gov.cn" target="_blank" rel="noopener noreferrer nofollow">政府网</a></p>';
    expect(roundTrip(html)).toBe(html);
  });

  it('drops scripts, images, event handlers, styles and script links, keeping the text', () => {
    const html = roundTrip(
      '<p onclick="steal()" style="color:red">正文<img src=x onerror="steal()"></p><script>steal()</script>' +
        '<p><a href="javascript:alert(1)">点我</a></p><iframe src="https://x.cn"></iframe>',
    );
    expect(html).toBe('<p>正文</p><p>点我</p>');
  });

  it("gives '' for an empty body, so a required body counts as missing", () => {
    expect(roundTrip('')).toBe('');
    expect(roundTrip('<p></p>')).toBe('');
  });
});

/** A state over `html` with the text between `from` and `to` selected. */
function stateOf(html: string, from: number, to = from) {
  const state = EditorState.create({ doc: parseRichText(html) });
  return state.apply(state.tr.setSelection(TextSelection.create(state.doc, from, to)));
}

function apply(
  state: EditorState,
  command: (s: EditorState, d?: (tr: EditorState['tr']) => void) => boolean,
) {
  let next = state;
  const done = command(state, (tr) => {
    next = state.apply(tr);
  });
  return { done, next, html: richTextHtml(next.doc) };
}

describe('the toolbar commands', () => {
  const { marks, nodes } = richTextSchema;

  it('links the selection, refuses a script address, and unlinks the whole link from a cursor inside it', () => {
    const state = stateOf('<p>通知正文</p>', 1, 3);
    expect(apply(state, setLink('javascript:alert(1)', null)).done).toBe(false);
    const linked = apply(state, setLink('https://gov.cn', null));
    expect(linked.html).toBe(
      '<p><a href="https://gov.cn" rel="noopener noreferrer nofollow">通知</a>正文</p>',
    );
    const inside = linked.next.apply(linked.next.tr.setSelection(TextSelection.create(linked.next.doc, 2)));
    expect(linkAt(inside)).toEqual({ href: 'https://gov.cn', target: null });
    expect(apply(inside, unsetLink).html).toBe('<p>通知正文</p>');
  });

  it('toggles bold over a selection and tells it is on', () => {
    const bold = apply(stateOf('<p>通知正文</p>', 1, 3), toggleBold);
    expect(bold.html).toBe('<p><strong>通知</strong>正文</p>');
    expect(markActive(bold.next, marks['bold']!)).toBe(true);
    expect(apply(bold.next, toggleBold).html).toBe('<p>通知正文</p>');
  });

  it('turns a paragraph into a heading and back', () => {
    const heading = apply(stateOf('<p>标题</p>', 1), toggleHeading(2));
    expect(heading.html).toBe('<h2>标题</h2>');
    expect(apply(heading.next, toggleHeading(2)).html).toBe('<p>标题</p>');
  });

  it('wraps in a list, switches its kind, and takes it out again', () => {
    const bullets = apply(stateOf('<p>一</p>', 1), toggleList(nodes['bullet_list']!));
    expect(bullets.html).toBe('<ul><li><p>一</p></li></ul>');
    const numbered = apply(bullets.next, toggleList(nodes['ordered_list']!));
    expect(numbered.html).toBe('<ol><li><p>一</p></li></ol>');
    expect(listActive(numbered.next, nodes['ordered_list']!)).toBe(true);
    expect(apply(numbered.next, toggleList(nodes['ordered_list']!)).html).toBe('<p>一</p>');
  });

  it('clears marks, headings and lists', () => {
    expect(apply(stateOf('<ul><li><p><strong>标题</strong></p></li></ul>', 3, 5), clearFormatting).html).toBe(
      '<p>标题</p>',
    );
    expect(apply(stateOf('<h2><em>标题</em></h2>', 1, 3), clearFormatting).html).toBe('<p>标题</p>');
  });
});

describe('the rich-text editor', () => {
  it('shows the value with its toolbar, and takes a value from outside without reporting it as an edit', async () => {
    const onChange = vi.fn();
    const tree = (value: string) => (
      <MantineProvider>
        <RichTextEditor value={value} onChange={onChange} attributes={{ 'aria-label': '内容' }} />
      </MantineProvider>
    );
    const view = render(tree('<p>第一版</p>'));
    const box = await screen.findByRole('textbox', { name: '内容' });
    expect(box.innerHTML).toContain('第一版');
    expect(screen.getByRole('button', { name: '加粗' })).toBeTruthy();
    await act(async () => view.rerender(tree('<p><strong>第二版</strong></p>')));
    expect(box.querySelector('strong')?.textContent).toBe('第二版');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('is read-only without a toolbar when not editable', async () => {
    render(
      <MantineProvider>
        <RichTextEditor value="<p>只读</p>" editable={false} attributes={{ 'aria-label': '内容' }} />
      </MantineProvider>,
    );
    const box = await screen.findByRole('textbox', { name: '内容' });
    expect(box.getAttribute('contenteditable')).toBe('false');
    expect(screen.queryByRole('button', { name: '加粗' })).toBeNull();
  });
});
