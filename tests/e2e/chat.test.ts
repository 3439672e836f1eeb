import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_DESTINATIONS } from '../../core/src/chat/destinations.ts';
import {
  type ConsoleSession,
  chromiumAvailable,
  clearJournal,
  injectFault,
  journal,
  reviewShot,
  signedInPage,
  startConsole,
  until,
} from './browser.ts';

const SHOTS = '/tmp/chat-shots';
const PUT_FILE = '/blade-resource/oss/endpoint/put-file';
const run = chromiumAvailable('chat e2e');

let ctx: ConsoleSession;
let admin: Page;
let hr: Page;
const errors: string[] = [];

const shoot = (page: Page, name: string) =>
  reviewShot(page, { path: `${SHOTS}/${name}.png`, animations: 'disabled' });
const panel = (page: Page) => page.getByTestId('chat-panel');
const messages = (page: Page) => panel(page).getByTestId('chat-messages');
const status = (page: Page) => panel(page).getByTestId('chat-status');

/** Picks a file through the tool's file chooser (as the user does). */
async function attach(page: Page, tool: string, file: { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = page.waitForEvent('filechooser');
  await panel(page).getByRole('button', { name: tool, exact: true }).click();
  await (await chooser).setFiles(file);
}

/** A small drawn PNG (the browser paints it), so the receiver's image really has pixels. */
async function drawnPng(page: Page): Promise<Buffer> {
  const url = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 160;
    canvas.height = 90;
    const g = canvas.getContext('2d')!;
    g.fillStyle = '#228be6';
    g.fillRect(0, 0, 160, 90);
    g.fillStyle = '#fff';
    g.fillRect(20, 20, 60, 50);
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(url.split(',')[1]!, 'base64');
}

async function say(page: Page, text: string): Promise<void> {
  await panel(page).getByLabel('输入消息').fill(text);
  await panel(page).getByRole('button', { name: '发送', exact: true }).click();
}

describe.runIf(run)('customer-service chat (two users over STOMP)', () => {
  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    ctx = await startConsole();
    // Two browser contexts: the administrator on /chat/index, hr through the floating button.
    admin = await signedInPage(ctx, errors);
    hr = await signedInPage(ctx, errors, { account: 'hr', password: '123456' });
    await admin.goto(`${ctx.server.url}/chat/index`);
    await hr.getByRole('button', { name: '在线客服' }).click();
  }, 120_000);
  afterAll(async () => {
    await ctx?.close();
  });

  it('connects with account, name and token in the connect frame, and lists each user online for the other', async () => {
    await panel(admin).getByText('人事').waitFor();
    await panel(hr).getByText('管理员').waitFor();
    await until(async () => (await status(admin).innerText()) === '已连接');
    const lists = await journal(ctx.server, '/chat/nbxtchatstaff/outList');
    expect(lists.length).toBeGreaterThan(0);
    for (const call of lists)
      expect(call).toMatchObject({ method: 'GET', query: { current: '1', size: '99' } });
    // Never in the address: the socket's query is empty, the connect frame carries the three headers.
    const sockets = await journal(ctx.server, '/webSocketServer');
    const upgrades = sockets.filter((e) => e.method === 'GET');
    expect(upgrades.length).toBeGreaterThanOrEqual(2);
    for (const upgrade of upgrades) expect(upgrade.query).toEqual({});
    const connects = sockets.filter((e) => e.method === 'CONNECT').map((e) => e.body);
    expect(connects).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ account: 'admin', name: '管理员', token: '[redacted]' }),
        expect.objectContaining({ account: 'hr', name: '人事', token: '[redacted]' }),
      ]),
    );
    const subscribed = (await journal(ctx.server, CHAT_DESTINATIONS.publicTopic)).concat(
      await journal(ctx.server, CHAT_DESTINATIONS.privateChat),
      await journal(ctx.server, CHAT_DESTINATIONS.generalTopic),
    );
    expect(new Set(subscribed.filter((e) => e.method === 'SUBSCRIBE').map((e) => e.path)).size).toBe(3);
    await shoot(admin, 'chat-index-online');
    await shoot(hr, 'chat-overlay-online');
  });

  it('sends a private message each way; an empty send sends nothing', async () => {
    await clearJournal(ctx.server);
    await panel(admin).getByText('人事').click();
    await panel(hr).getByText('管理员').click();
    // Empty input: the button sends nothing (no frame), the input stays empty.
    await panel(admin).getByRole('button', { name: '发送', exact: true }).click();
    await panel(admin).getByLabel('输入消息').fill('   ');
    await panel(admin).getByRole('button', { name: '发送', exact: true }).click();
    await say(admin, '您好,我是管理员');
    await messages(hr).getByText('您好,我是管理员').waitFor();
    await say(hr, '收到,谢谢');
    await messages(admin).getByText('收到,谢谢').waitFor();
    const sends = await journal(ctx.server, CHAT_DESTINATIONS.privateSend);
    expect(sends.map((e) => [e.method, e.body])).toEqual([
      ['SEND', { msg: '您好,我是管理员', toUser: 'hr' }],
      ['SEND', { msg: '收到,谢谢', toUser: 'admin' }],
    ]);
    // The sender's own message is listed as its, received by the broker (no pending mark).
    await until(async () => (await messages(admin).locator('[data-state="sent"]').count()) === 1);
    await shoot(admin, 'chat-conversation-admin');
    await shoot(hr, 'chat-conversation-hr');
  });

  it('uploads an image and a file through put-file and sends their links; the receiver sees the image and a download link', async () => {
    await clearJournal(ctx.server);
    await attach(admin, '图片', { name: '截图.png', mimeType: 'image/png', buffer: await drawnPng(admin) });
    const image = messages(hr).locator('img[alt="截图.png"]');
    await image.waitFor();
    const report = '第一季度报告';
    await attach(admin, '文件', { name: '报告.txt', mimeType: 'text/plain', buffer: Buffer.from(report) });
    const download = messages(hr).getByRole('link', { name: '下载 报告.txt' });
    await download.waitFor();

    const uploads = await journal(ctx.server, PUT_FILE);
    expect(uploads.map((e) => [e.method, e.parts?.['file']])).toEqual([
      ['POST', expect.objectContaining({ name: '截图.png', type: 'image/png' })],
      ['POST', expect.objectContaining({ name: '报告.txt', type: 'text/plain' })],
    ]);
    const sends = await journal(ctx.server, CHAT_DESTINATIONS.privateSend);
    const link = /^\/api\/sandbox-file\/\d+$/;
    expect(sends.map((e) => [e.method, e.body])).toEqual([
      ['SEND', { msg: '截图.png', toUser: 'hr', img: expect.stringMatching(link) }],
      ['SEND', { msg: '报告.txt', toUser: 'hr', file: expect.stringMatching(link) }],
    ]);
    const [imageSend, fileSend] = sends.map((e) => e.body as { img?: string; file?: string });
    // The receiver's image is the uploaded one, loaded; the link downloads the uploaded bytes.
    await expect.poll(() => image.getAttribute('src')).toBe(imageSend!.img);
    await until(async () => (await image.evaluate((img: HTMLImageElement) => img.naturalWidth)) === 160);
    await expect.poll(() => download.getAttribute('href')).toBe(fileSend!.file);
    expect(await hr.evaluate(async (href) => (await fetch(href)).text(), fileSend!.file!)).toBe(report);
    // The sender lists both as its own.
    await messages(admin).locator('img[alt="截图.png"]').waitFor();
    await messages(admin).getByRole('link', { name: '下载 报告.txt' }).waitFor();
    await shoot(hr, 'chat-attachments-hr');
  });

  it("the history tool shows this session's conversation per peer, and a reload keeps it", async () => {
    const openHistory = async (page: Page) => {
      await panel(page).getByRole('button', { name: '聊天记录' }).click();
      const history = page.getByRole('dialog', { name: '聊天记录' }).getByTestId('chat-history');
      await history.waitFor();
      return history;
    };
    const history = await openHistory(hr);
    await history.getByText('4 条消息').waitFor();
    const shown = history.getByTestId('chat-history-messages');
    await shown.getByText('您好,我是管理员').waitFor();
    await shown.getByText('收到,谢谢').waitFor();
    await shown.locator('img[alt="截图.png"]').waitFor();
    await shown.getByRole('link', { name: '下载 报告.txt' }).waitFor();
    await shoot(hr, 'chat-history-hr');
    // A reload starts a new client from what this tab kept; no message is sent again.
    await clearJournal(ctx.server);
    await hr.reload();
    await hr.getByRole('button', { name: '在线客服' }).click();
    await until(async () => (await status(hr).innerText()) === '已连接');
    const kept = await openHistory(hr);
    await kept.getByText('4 条消息').waitFor();
    await kept.getByText('收到,谢谢').waitFor();
    expect(await journal(ctx.server, CHAT_DESTINATIONS.privateSend)).toEqual([]);
    await hr.getByRole('button', { name: '关闭聊天记录' }).click();
    await panel(hr).getByText('管理员').click();
    await messages(hr).getByText('收到,谢谢').waitFor();
  });

  it('the quick-reply box stops at 200 characters with a counter, and keeps a reply of 200', async () => {
    const replies = panel(admin).getByTestId('chat-replies-quick');
    await expect.poll(() => replies.locator('p').count()).toBe(3);
    const draft = panel(admin).getByLabel('新增回复');
    // Typed or pasted past the limit, the box keeps 200 (never 201/200).
    await draft.fill('长'.repeat(201));
    await expect.poll(() => draft.inputValue()).toBe('长'.repeat(200));
    await panel(admin).getByText('200/200', { exact: true }).waitFor();
    await draft.fill('短'.repeat(199));
    await panel(admin).getByText('199/200', { exact: true }).waitFor();
    await draft.press('End');
    await draft.pressSequentially('短多');
    await expect.poll(() => draft.inputValue()).toBe('短'.repeat(200));
    await panel(admin).getByText('200/200', { exact: true }).waitFor();
    await panel(admin).getByRole('button', { name: '添加' }).click();
    await replies.getByText('短'.repeat(200)).waitFor();
    await expect.poll(() => replies.locator('p').count()).toBe(4);
    await expect.poll(() => panel(admin).getByText('回复最多 200 个字符').count()).toBe(0);
    await shoot(admin, 'chat-quick-replies');
    // The other tab has its own three samples; deleting one leaves two.
    await panel(admin).getByRole('tab', { name: '超级回复' }).click();
    const extra = panel(admin).getByTestId('chat-replies-super');
    await extra.getByRole('button', { name: '删除回复' }).first().click();
    await expect.poll(() => extra.locator('p').count()).toBe(2);
  });

  it('reconnects after the broker drops the connection, and what was typed meanwhile arrives', async () => {
    await clearJournal(ctx.server);
    await injectFault(ctx.server, { chatDown: true });
    await until(async () => (await status(admin).innerText()).startsWith('连接已断开'));
    await say(admin, '断线时输入的消息');
    const pending = messages(admin).locator('[data-state="queued"]');
    await pending.getByText('待发送:重连后自动发送').waitFor();
    await shoot(admin, 'chat-disconnected-queued');
    expect(await journal(ctx.server, CHAT_DESTINATIONS.privateSend)).toEqual([]);
    await injectFault(ctx.server, { chatDown: false });
    await until(async () => (await status(admin).innerText()) === '已连接', 20_000);
    await messages(hr).getByText('断线时输入的消息').waitFor({ timeout: 20_000 });
    await until(async () => (await pending.count()) === 0);
    const sends = await journal(ctx.server, CHAT_DESTINATIONS.privateSend);
    expect(sends.map((e) => e.body)).toEqual([{ msg: '断线时输入的消息', toUser: 'hr' }]);
    await shoot(hr, 'chat-after-reconnect-hr');
    // The overlay closes with its button and the page behind is back.
    await hr.getByRole('button', { name: '关闭客服' }).first().click();
    await until(async () => (await panel(hr).count()) === 0 || !(await panel(hr).isVisible()));
    expect(errors).toEqual([]);
  });

  it('keeps the conversation when the access token is refreshed; the next connect uses the new token', async () => {
    await clearJournal(ctx.server);
    // Every access token stops working: the next call refreshes it (the broker refuses the old one too).
    await injectFault(ctx.server, { expireTokens: true });
    // 参数管理 is in 首页's sidebar (the chat page's sidebar is its business area's).
    await admin
      .getByRole('menubar', { name: '顶部菜单' })
      .getByRole('menuitem', { name: '首页', exact: true })
      .click();
    await admin.getByText('参数管理', { exact: true }).click();
    await until(async () => (await journal(ctx.server, '/blade-auth/oauth/token')).length > 0);
    const [refresh] = await journal(ctx.server, '/blade-auth/oauth/token');
    expect(JSON.stringify(refresh)).toContain('refresh_token');
    await admin.getByTestId('tab-bar').getByRole('link', { name: '客服', exact: true }).click();
    await panel(admin).getByTestId('chat-online').getByText('人事').click();
    await messages(admin).getByText('断线时输入的消息').waitFor();
    await messages(admin).getByText('收到,谢谢').waitFor();
    await messages(admin).locator('img[alt="截图.png"]').waitFor();
    // The live connection went on: no new client connected, nothing was sent again.
    await expect.poll(() => status(admin).innerText()).toBe('已连接');
    let sockets = await journal(ctx.server, '/webSocketServer');
    expect(sockets.filter((e) => e.method === 'CONNECT')).toEqual([]);
    expect(await journal(ctx.server, CHAT_DESTINATIONS.privateSend)).toEqual([]);
    // Dropped and back: it connects again (with the refreshed token; the old one is refused).
    await injectFault(ctx.server, { chatDown: true });
    await until(async () => (await status(admin).innerText()).startsWith('连接已断开'));
    await injectFault(ctx.server, { chatDown: false });
    await until(async () => (await status(admin).innerText()) === '已连接', 20_000);
    sockets = await journal(ctx.server, '/webSocketServer');
    expect(sockets.filter((e) => e.method === 'CONNECT').map((e) => e.body)).toContainEqual(
      expect.objectContaining({ account: 'admin', token: '[redacted]' }),
    );
    await messages(admin).getByText('收到,谢谢').waitFor();
    await say(admin, '令牌刷新之后');
    await hr.getByRole('button', { name: '在线客服' }).click();
    await panel(hr).getByTestId('chat-online').getByText('管理员').click();
    await messages(hr).getByText('令牌刷新之后').waitFor({ timeout: 20_000 });
    await shoot(admin, 'chat-after-token-refresh-admin');
    expect(errors).toEqual([]);
  });

  it('a message while the overlay is closed raises the badge and a notice naming the sender; opening the conversation clears it', async () => {
    // The round button: 在线客服, with the unread count when there is one; 关闭客服 while open.
    const button = hr.getByTestId('chat-button');
    const dot = hr.getByTestId('chat-unread');
    const notice = hr.getByRole('alert').filter({ hasText: '管理员 发来新消息' });
    // Esc inside 聊天记录 closes that dialog only; the next Esc closes the overlay.
    await panel(hr).getByRole('button', { name: '聊天记录' }).click();
    await hr.getByRole('dialog', { name: '聊天记录' }).waitFor();
    await hr.keyboard.press('Escape');
    await hr.getByRole('dialog', { name: '聊天记录' }).waitFor({ state: 'detached' });
    await expect.poll(() => panel(hr).isVisible()).toBe(true);
    await hr.keyboard.press('Escape');
    await panel(hr).waitFor({ state: 'detached' });
    await expect.poll(() => button.getAttribute('aria-label')).toBe('在线客服');
    await expect.poll(() => dot.isVisible()).toBe(false);

    await clearJournal(ctx.server);
    await say(admin, '第一条未读');
    await say(admin, '第二条未读');
    await until(async () => (await button.getAttribute('aria-label')) === '在线客服(2 条未读)');
    await expect.poll(() => dot.innerText()).toBe('2');
    await notice.getByText('2 条新消息,最新:第二条未读').waitFor();
    const sends = await journal(ctx.server, CHAT_DESTINATIONS.privateSend);
    expect(sends.map((e) => [e.method, e.body])).toEqual([
      ['SEND', { msg: '第一条未读', toUser: 'hr' }],
      ['SEND', { msg: '第二条未读', toUser: 'hr' }],
    ]);
    await shoot(hr, 'chat-unread-badge-notice');

    // Opening reads the online users once; the sender's entry carries the count until it is shown.
    await clearJournal(ctx.server);
    await button.click();
    const sender = panel(hr).getByTestId('chat-peer').filter({ hasText: '管理员' });
    await sender.getByTestId('chat-peer-unread').getByText('2').waitFor();
    // The notice went with the panel's opening: it would cover it.
    await notice.waitFor({ state: 'detached' });
    await expect.poll(() => sender.innerText()).toContain('2 条未读');
    await shoot(hr, 'chat-unread-peer');
    await sender.click();
    await messages(hr).getByText('第二条未读').waitFor();
    await until(async () => (await sender.getByTestId('chat-peer-unread').count()) === 0);
    expect((await journal(ctx.server, '/chat/nbxtchatstaff/outList')).map((e) => e.method)).toEqual(['GET']);
    await hr.getByRole('button', { name: '关闭客服' }).first().click();
    await panel(hr).waitFor({ state: 'detached' });
    await expect.poll(() => button.getAttribute('aria-label')).toBe('在线客服');
    await expect.poll(() => dot.isVisible()).toBe(false);
    // A second opening reads them once more.
    await button.click();
    await panel(hr).getByTestId('chat-online').getByText('管理员').waitFor();
    await until(async () => (await journal(ctx.server, '/chat/nbxtchatstaff/outList')).length === 2);
    await hr.keyboard.press('Escape');
    await panel(hr).waitFor({ state: 'detached' });

    // The notice's 查看 opens that conversation, read.
    await say(admin, '请查看');
    await notice.getByText('请查看').waitFor();
    await notice.getByRole('button', { name: '查看' }).click();
    await messages(hr).getByText('请查看').waitFor();
    await panel(hr).getByRole('heading', { name: '与 管理员 聊天' }).waitFor();
    await until(async () => (await button.getAttribute('aria-label')) === '关闭客服');
    await hr.keyboard.press('Escape');
    await until(async () => (await button.getAttribute('aria-label')) === '在线客服');
    expect(errors).toEqual([]);
  });
});
