// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { store } from '../../web/src/base/runtime.ts';
import { setupDom } from './form-renderer/setup.tsx';
import { fakeGateway, renderWith } from './kit/harness.tsx';

// The chat's modules add their texts as they load (as its screen group does): after i18next starts.
let ChatOverlay: typeof import('../../web/src/chat/ChatOverlay.tsx').default;
let QuickReplies: typeof import('../../web/src/chat/QuickReplies.tsx').QuickReplies;
let starts: typeof import('../../web/src/pages/login-starts.tsx');
beforeAll(async () => {
  await setupDom();
  ({ default: ChatOverlay } = await import('../../web/src/chat/ChatOverlay.tsx'));
  ({ QuickReplies } = await import('../../web/src/chat/QuickReplies.tsx'));
  starts = await import('../../web/src/pages/login-starts.tsx');
});
afterEach(cleanup);
const REPLIES_KEY = 'nbxt-chat-replies-tester';
afterAll(() => store.remove(REPLIES_KEY));

const ONLINE = 'GET /chat/nbxtchatstaff/outList';
const online = () =>
  fakeGateway({ [ONLINE]: { records: [{ account: 'hr', name: '人事' }], total: 1 } }, { signedIn: true });

describe('chat widget parts', () => {
  it('the quick-reply box keeps at most 200 characters, typed or pasted, and counts them', async () => {
    const user = userEvent.setup();
    renderWith(fakeGateway({}), <QuickReplies account="tester" onUse={() => {}} />);
    const box = screen.getByLabelText('新增回复') as HTMLTextAreaElement;
    await user.click(box);
    await user.paste('长'.repeat(250));
    expect(box.value).toBe('长'.repeat(200));
    screen.getByText('200/200');
    await user.type(box, '多');
    expect(box.value).toBe('长'.repeat(200));
    await user.clear(box);
    await user.type(box, '你好');
    screen.getByText('2/200');
  });

  it('opening the overlay reads the online users once; Esc closes 聊天记录 first, then the overlay', async () => {
    const gateway = online();
    const onClose = vi.fn();
    renderWith(gateway, <ChatOverlay opened onClose={onClose} />);
    await screen.findByText('人事');
    // Give a second read the time to happen if it would.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(gateway.sent(ONLINE)).toHaveLength(1);
    expect(Object.fromEntries(gateway.sent(ONLINE)[0]!.url.searchParams)).toEqual({
      current: '1',
      size: '99',
    });
    fireEvent.click(screen.getByRole('button', { name: '聊天记录' }));
    await screen.findByRole('dialog', { name: '聊天记录' });
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '聊天记录' })).toBeNull());
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe('sign-in start buttons', () => {
  it('sends a third party start to the gateway render call and the corporate chat to its QR sign-in, with the tenant in the state', () => {
    const went: string[] = [];
    const { leave, SignInStarts } = starts;
    const to = leave.to;
    leave.to = (url) => went.push(url);
    try {
      renderWith(fakeGateway({}), <SignInStarts tenantId="000001" />);
      const group = screen.getByRole('group', { name: '其他登录方式' });
      for (const name of ['GitHub', 'Gitee', '微信', 'QQ', '钉钉', '企业微信'])
        fireEvent.click(within(group).getByRole('button', { name }));
    } finally {
      leave.to = to;
    }
    expect(went.slice(0, 5)).toEqual([
      '/api/blade-auth/oauth/render/github',
      '/api/blade-auth/oauth/render/gitee',
      '/api/blade-auth/oauth/render/wechat_open',
      '/api/blade-auth/oauth/render/qq',
      '/api/blade-auth/oauth/render/dingtalk',
    ]);
    const wecom = new URL(went[5]!);
    expect(`${wecom.origin}${wecom.pathname}`).toBe('https://login.work.weixin.qq.com/wwlogin/sso/login');
    expect(wecom.searchParams.get('state')).toBe('authLogin_000001');
    expect(wecom.searchParams.get('redirect_uri')).toBe(`${window.location.origin}/login`);
  });
});
