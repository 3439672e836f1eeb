import { resource, text, typed } from '../resources/define.ts';
import { module } from './types.ts';

/**
 * Short URLs (business-modules.md §7: "CRUD set exists; shapes not shown"): the standard calls on a
 * BladeX-typical path, with the fields a short-link service keeps.
 */

const num = typed('number');
const datetime = typed('datetime');

export const shortUrl = resource('short-url', {
  path: '/shorturl/nbxtshorturl',
  zh: '短链接',
  en: 'Short URLs',
  naturalKey: 'shortCode',
  fields: [
    text('shortCode', '短链编码', 'Code', { list: true, filter: 'equal', required: true, kind: 'code' }),
    text('longUrl', '原始链接', 'Target', { list: true, filter: 'like', required: true, kind: 'url' }),
    text('title', '名称', 'Title', {
      list: true,
      filter: 'like',
      kind: 'title',
      samples: ['垃圾分类宣传页', '社区活动报名', '问卷调查入口', '办事指南', '健康体检预约', '志愿者招募'],
    }),
    datetime('expireTime', '过期时间', 'Expires', { list: true, future: true }),
    num('visitCount', '访问次数', 'Visits', { list: true, readOnly: true }),
    text('status', '状态', 'Status', {
      list: true,
      initial: '1',
      choices: [
        { value: '0', zh: '停用', en: 'Disabled' },
        { value: '1', zh: '启用', en: 'Enabled' },
      ],
    }),
  ],
});

/** Where a short link is served (the address's form is not shown: the service's own `/s/{code}`). */
export const SHORT_URL_PATH = '/s/';

/**
 * Where a short link leads, when it leads anywhere: an enabled link (状态 启用) not past its expiry, to an
 * http(s) address. `now` is a date-time in the records' text (`YYYY-MM-DD HH:mm:ss`, compared as text).
 * The server redirects `/s/{code}` there; the console offers the short address only of such a link.
 */
export function shortLinkTarget(record: Record<string, unknown>, now: string): string | undefined {
  if (String(record.status ?? '') !== '1') return undefined;
  const expires = String(record.expireTime ?? '');
  if (expires !== '' && expires <= now) return undefined;
  const target = String(record.longUrl ?? '');
  return /^https?:\/\/[^\s]+$/i.test(target) ? target : undefined;
}

/** The short address of a code, on the console's origin. */
export function shortAddress(origin: string, code: string): string {
  return `${origin.replace(/\/+$/, '')}${SHORT_URL_PATH}${encodeURIComponent(code)}`;
}

export const shorturl = module({
  name: 'shorturl',
  text: { zh: '短链接', en: 'Short URLs' },
  icon: 'IconLink',
  resources: [shortUrl],
  screens: [
    // Custom: the list, each row's short address copyable.
    {
      path: '/shorturl/shortUrl',
      view: 'custom',
      custom: 'shortUrls',
      resource: 'short-url',
      text: { zh: '短链接', en: 'Short URLs' },
      menu: true,
    },
  ],
});
