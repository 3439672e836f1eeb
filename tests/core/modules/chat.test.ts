import { describe, expect, it } from 'vitest';
import {
  CHAT_ONLINE_USERS_PAGE,
  CHAT_QUICK_REPLY_MAX,
  CHAT_SAMPLE_REPLY_COUNT,
  CHAT_SOCKET_PATH,
  chat,
} from '../../../core/src/modules/chat.ts';
import { registry } from '../../../core/src/resources/registry.ts';
import { request, screenOf } from './helpers.ts';

describe('chat module (business-modules.md §7 Chat, §9)', () => {
  it('fetches the online users with page 1, size 99 through outList', () => {
    expect(CHAT_ONLINE_USERS_PAGE).toEqual({ current: 1, size: 99 });
    expect(request('chat-staff', 'outList', CHAT_ONLINE_USERS_PAGE)).toMatchObject({
      method: 'GET',
      path: '/chat/nbxtchatstaff/outList',
      query: { current: '1', size: '99' },
    });
  });

  it('staff are a standard entry; /chat/index is a custom screen', () => {
    expect(registry['chat-staff']!.standard).toEqual(['list', 'detail', 'submit', 'remove']);
    expect(screenOf(chat, '/chat/index')).toMatchObject({ view: 'custom', custom: 'index', menu: true });
  });

  it('keeps the widget’s constants', () => {
    expect([CHAT_QUICK_REPLY_MAX, CHAT_SAMPLE_REPLY_COUNT, CHAT_SOCKET_PATH]).toEqual([
      200,
      6,
      '/api/webSocketServer',
    ]);
  });
});
