import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ConsoleSession,
  chromiumAvailable,
  clearJournal,
  journal,
  screenshot,
  startSignedIn,
  until,
} from './browser.ts';

const run = chromiumAvailable('notice end-to-end');

describe.runIf(run)('notices with a rich-text body in headless Chromium', () => {
  let ctx: ConsoleSession;
  let page: Page;
  const errors: string[] = [];

  /** The notice list has settled: rows or the empty state, no loader. */
  async function settled(): Promise<void> {
    await until(async () => {
      if ((await page.getByText('加载中').locator('visible=true').count()) > 0) return false;
      return (await page.locator('tbody tr').locator('visible=true').count()) > 0;
    });
  }

  beforeAll(async () => {
    ({ ctx, page } = await startSignedIn(errors));
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('adds a notice with bold text in the editor, lists it and shows it rendered', async () => {
    const title = `富文本公告 ${Date.now()}`;
    // The editor is not part of the list screen: its chunk loads when the dialog opens.
    const editorChunks: string[] = [];
    page.on('request', (request) => {
      if (/NoticeEditor-[\w-]+\.js$/.test(request.url())) editorChunks.push(request.url());
    });
    await page.goto(`${ctx.server.url}/desk/notice`);
    await settled();
    expect(editorChunks).toEqual([]);

    await page.getByRole('button', { name: '新增', exact: true }).click();
    const dialog = page.getByRole('dialog');
    const body = dialog.getByRole('textbox', { name: '通知内容' });
    await body.waitFor();
    expect(editorChunks).toHaveLength(1);
    // The required title is checked before anything is sent.
    await dialog.getByRole('button', { name: '保存' }).click();
    await dialog.getByText('请输入通知标题').waitFor();

    await dialog.getByLabel('通知标题').fill(title);
    await body.click();
    // A heading, then Enter goes on in a paragraph.
    const heading = dialog.getByRole('button', { name: '二级标题' });
    await heading.click();
    await page.keyboard.type('会议安排');
    await body.locator('h2', { hasText: '会议安排' }).waitFor();
    await page.keyboard.press('Enter');
    await until(async () => (await heading.getAttribute('aria-pressed')) === 'false');
    await dialog.getByRole('button', { name: '加粗' }).click();
    await page.keyboard.type('重要事项');
    const bold = dialog.getByRole('button', { name: '加粗' });
    await bold.click();
    // Bold is off before the rest is typed (a key typed while the toggle lands would go astray).
    await until(async () => (await bold.getAttribute('aria-pressed')) === 'false');
    await page.keyboard.type('，请周知。');
    await body.locator('b', { hasText: '重要事项' }).waitFor();
    // A bullet list of two items; Enter on an empty item leaves the list.
    await page.keyboard.press('Enter');
    await dialog.getByRole('button', { name: '无序列表' }).click();
    await page.keyboard.type('第一项');
    await page.keyboard.press('Enter');
    await page.keyboard.type('第二项');
    await body.locator('ul li', { hasText: '第二项' }).waitFor();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    // A link on a new line: its address in the toolbar's link popover, saved with Enter.
    await page.keyboard.type('详情');
    await page.keyboard.press('Shift+Home');
    await dialog.getByRole('button', { name: '插入链接' }).click();
    await page.getByLabel('链接地址').fill('https://example.com/notice');
    await page.getByLabel('链接地址').press('Enter');
    await page.getByLabel('链接地址').waitFor({ state: 'detached' });
    await body.locator('a[href="https://example.com/notice"]', { hasText: '详情' }).waitFor();
    await expect
      .poll(() => dialog.getByRole('button', { name: '插入链接' }).getAttribute('aria-pressed'))
      .toBe('true');
    await screenshot(page, 'notice-editor');
    await clearJournal(ctx.server);
    await dialog.getByRole('button', { name: '保存' }).click();
    await page.getByText('新增成功').first().waitFor();
    // The body goes out as the editor's stored HTML: the model's tags only, the link with its rel.
    const [saved] = await journal(ctx.server, '/blade-desk/notice/submit');
    expect(saved).toMatchObject({ method: 'POST', body: { title } });
    expect((saved!.body as { content: string }).content).toBe(
      '<h2>会议安排</h2><p><b>重要事项</b>，请周知。</p><ul><li>第一项</li><li>第二项</li></ul>' +
        '<p><a href="https://example.com/notice" target="_blank" rel="noopener noreferrer nofollow">详情</a></p>',
    );
    await dialog.waitFor({ state: 'detached' });

    const row = page.locator('tbody tr', { hasText: title });
    await row.waitFor();
    await screenshot(page, 'notice-list');
    await row.getByRole('button', { name: '更多' }).click();
    await page.getByRole('menuitem', { name: '预览' }).click();
    const preview = page.getByRole('dialog');
    const rendered = preview.locator('[data-notice-body]');
    await rendered.locator('b', { hasText: '重要事项' }).waitFor();
    await expect.poll(() => rendered.innerText()).toContain('重要事项，请周知。');
    await expect
      .poll(() => rendered.locator('a', { hasText: '详情' }).getAttribute('href'))
      .toBe('https://example.com/notice');
    await screenshot(page, 'notice-preview');
    await preview.getByRole('button', { name: '关闭', exact: true }).click();
    await preview.waitFor({ state: 'detached' });

    // Editing loads the stored body back into the editor, bold included.
    await row.getByRole('button', { name: '编辑' }).click();
    await page
      .getByRole('dialog')
      .getByRole('textbox', { name: '通知内容' })
      .locator('b', { hasText: '重要事项' })
      .waitFor();
    await page.getByRole('dialog').getByRole('button', { name: '取消' }).click();
    expect(errors).toEqual([]);
  });

  it('shows a stored body as the editor would keep it: no scripts, images, handlers or formats outside the model', async () => {
    const title = `XSS 公告 ${Date.now()}`;
    // Stored straight through the API: the editor itself would never produce this markup.
    const status = await page.evaluate(async (noticeTitle) => {
      const response = await fetch('/api/blade-desk/notice/submit', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Authorization: `Basic ${btoa('saber:saber_secret')}`,
          'Blade-Auth': `bearer ${localStorage.getItem('nbxt-access-token')}`,
        },
        body: JSON.stringify({
          title: noticeTitle,
          category: 1,
          content:
            '<p>正文<img src=x onerror="window.__xss=1"><script>window.__xss=2</script>' +
            '<a href="javascript:window.__xss=3">链接</a><b onclick="window.__xss=4">粗体</b></p>' +
            '<h4>小标题</h4><blockquote>引文</blockquote><p><strong>强调</strong><s>删除</s><code>代码</code></p><hr>',
        }),
      });
      return response.status;
    }, title);
    expect(status).toBe(200);

    await page.goto(`${ctx.server.url}/desk/notice`);
    await settled();
    const row = page.locator('tbody tr', { hasText: title });
    await row.waitFor();
    const detail = page.waitForResponse((r) => r.url().includes('/blade-desk/notice/detail'));
    await row.getByRole('button', { name: '更多' }).click();
    await page.getByRole('menuitem', { name: '预览' }).click();
    // The server hands the markup back as stored: only the console's sanitising removes it.
    expect(await (await detail).text()).toContain('<img src=x onerror');
    const rendered = page.getByRole('dialog').locator('[data-notice-body]');
    await rendered.getByText('粗体').waitFor();
    const html = await rendered.innerHTML();
    expect(html).toContain('正文');
    expect(html).not.toMatch(/<img|<script|onerror|onclick|javascript:/i);
    // Read as the editor reads it (one allow-list for both): formats outside the model keep their text only.
    expect(html).toBe('<p>正文链接<b>粗体</b></p><p>小标题</p><p>引文</p><p><b>强调</b>删除代码</p>');
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    await screenshot(page, 'notice-xss');
    expect(errors).toEqual([]);
  });
});
