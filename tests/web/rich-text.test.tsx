// @vitest-environment happy-dom
// The content model, the toolbar commands and the keys are checked in Chromium (tests/e2e/rich-text.test.ts):
// DOMPurify does not work in happy-dom (it drops the first element and keeps scripts there). These tests hold
// the editor component's contract, which needs no sanitising to be seen.
import { MantineProvider } from '@mantine/core';
import { act, cleanup, render, screen } from '@testing-library/react';
import fc from 'fast-check';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n, loadAllMessages } from '../../web/src/base/i18n.ts';
import { RichTextEditor } from '../../web/src/components/rich-text/RichTextEditor.tsx';
import { safeHref } from '../../web/src/components/rich-text/safe-href.ts';

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

describe('the rich-text editor', () => {
  const tree = (value: string, onChange: (html: string) => void) => (
    <MantineProvider>
      <RichTextEditor value={value} onChange={onChange} attributes={{ 'aria-label': '内容', id: 'body' }} />
    </MantineProvider>
  );

  it('shows the value with its toolbar, and takes a value from outside without reporting it as an edit', async () => {
    const onChange = vi.fn();
    const view = render(tree('<p>第一版</p>', onChange));
    const box = await screen.findByRole('textbox', { name: '内容' });
    expect(box.textContent).toBe('第一版');
    expect(box.getAttribute('aria-multiline')).toBe('true');
    expect(box.id).toBe('body');
    expect(screen.getByRole('button', { name: '加粗' })).toBeTruthy();
    await act(async () => view.rerender(tree('<p><strong>第二版</strong></p>', onChange)));
    expect(box.textContent).toBe('第二版');
    // Squire reports its edits after the DOM settles (a mutation observer): give it the chance.
    await act(() => new Promise<void>((resolve) => queueMicrotask(resolve)));
    expect(onChange).not.toHaveBeenCalled();
  });

  it("reports each edit as HTML, and '' once the body is emptied", async () => {
    const onChange = vi.fn();
    render(tree('<p>正文</p>', onChange));
    const box = await screen.findByRole('textbox', { name: '内容' });
    await act(async () => box.firstElementChild!.append('续'));
    await vi.waitFor(() => expect(onChange).toHaveBeenLastCalledWith(expect.stringContaining('正文续')));
    await act(async () => box.firstElementChild!.replaceChildren(document.createElement('br')));
    await vi.waitFor(() => expect(onChange).toHaveBeenLastCalledWith(''));
  });

  it('offers undo only once there is an edit to undo', async () => {
    render(tree('<p>正文</p>', vi.fn()));
    const box = await screen.findByRole('textbox', { name: '内容' });
    const undo = screen.getByRole('button', { name: '撤销' });
    expect(undo.hasAttribute('disabled')).toBe(true);
    await act(async () => box.firstElementChild!.append('续'));
    await vi.waitFor(() => expect(undo.hasAttribute('disabled')).toBe(false));
    expect(screen.getByRole('button', { name: '重做' }).hasAttribute('disabled')).toBe(true);
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
