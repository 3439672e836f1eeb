import { op, resource, text, typed } from '../resources/define.ts';
import { module } from './types.ts';

/**
 * Customer-service chat (business-modules.md §2 Customer-service chat widget, §7 Chat): the staff who
 * answer, and the constants of the widget. The conversation itself (publish-subscribe over
 * /api/webSocketServer) is a later issue; its message shapes are declared here from §3.
 */

const datetime = typed('datetime');

/** The online-user list is fetched with page 1, size 99 (§7, §9). */
export const CHAT_ONLINE_USERS_PAGE = { current: 1, size: 99 } as const;
/** Quick and super replies hold at most 200 characters; the widget shows six sample replies (§9). */
export const CHAT_QUICK_REPLY_MAX = 200;
export const CHAT_SAMPLE_REPLY_COUNT = 6;
/** The connection's production path (kept with the destinations) and the headers its connect frame carries (§7). */
export { CHAT_SOCKET_PATH } from '../chat/destinations.ts';
export const CHAT_CONNECT_HEADERS = ['account', 'name', 'token'] as const;

/** A chat message as shown (§3). */
export interface ChatMessage {
  date: string;
  text: string;
  mine: boolean;
  name: string;
  img?: string;
}

/** What a send carries (§3): the text and the user it goes to. */
export interface ChatSend {
  msg: string;
  toUser: string;
}

export const chatStaff = resource('chat-staff', {
  path: '/chat/nbxtchatstaff',
  zh: '客服人员',
  en: 'Service staff',
  fields: [
    text('account', '账号', 'Account', { list: true, filter: 'like', required: true, kind: 'code' }),
    text('name', '姓名', 'Name', { list: true, filter: 'like', required: true, kind: 'person' }),
    text('phone', '手机号码', 'Phone', { list: true, kind: 'phone' }),
    text('avatar', '头像', 'Avatar', { kind: 'image' }),
    text('online', '在线状态', 'Online', {
      list: true,
      filter: 'equal',
      readOnly: true,
      choices: [
        { value: '0', zh: '离线', en: 'Offline' },
        { value: '1', zh: '在线', en: 'Online' },
      ],
    }),
    datetime('lastLoginTime', '最近上线', 'Last online', { list: true, readOnly: true }),
  ],
  operations: {
    // The users the widget lists (page 1, size 99: CHAT_ONLINE_USERS_PAGE).
    outList: op('GET', 'outList', 'the users a staff member can talk to, paged (current, size)', {
      params: { current: 'integer?', size: 'integer?' },
      reply: 'page',
      role: 'lookup',
    }),
  },
});

export const chat = module({
  name: 'chat',
  text: { zh: '在线客服', en: 'Customer service' },
  icon: 'IconMessageCircle',
  resources: [chatStaff],
  screens: [
    // Custom: the chat box, online users and quick replies (a later issue builds it).
    {
      path: '/chat/index',
      view: 'custom',
      custom: 'index',
      resource: 'chat-staff',
      text: { zh: '客服', en: 'Customer service' },
      menu: true,
    },
    {
      path: '/chat/chatStaff',
      view: 'list',
      resource: 'chat-staff',
      text: { zh: '客服人员', en: 'Service staff' },
      menu: true,
    },
  ],
});
