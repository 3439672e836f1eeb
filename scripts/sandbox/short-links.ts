import { SHORT_URL_PATH, shortLinkTarget, shortUrl } from '../../core/src/modules/shorturl.ts';
import type { SandboxState } from './context.ts';
import { findRows, updateRow } from './store.ts';
import { formatDateTime, type Reply } from './wire.ts';

/**
 * A short link followed (`/s/{code}`, no sign-in: anyone the link was given to): a redirect to its long
 * address when the link is enabled and not expired (core's shortLinkTarget), its visit counted; else a page
 * saying the link leads nowhere.
 */

const SHORT_LINK = new RegExp(`^${SHORT_URL_PATH}([^/]+)$`);

/** The code a path names as a short link, if it is one. */
export function shortLinkCode(path: string): string | undefined {
  const match = SHORT_LINK.exec(path);
  return match ? decodeURIComponent(match[1]!) : undefined;
}

export function followShortLink(state: SandboxState, code: string): Reply {
  const [row] = findRows(state.db, shortUrl, { tenantId: null, exact: { shortCode: code }, limit: 1 });
  const target = row ? shortLinkTarget(row, formatDateTime()) : undefined;
  if (!row || !target)
    return {
      status: 404,
      body: null,
      headers: { 'Content-Type': 'text/html;charset=UTF-8' },
      raw: '<!doctype html><meta charset="utf-8"><title>短链接无效</title><p>短链接不存在、已停用或已过期</p>',
    };
  updateRow(state.db, shortUrl, String(row.id), { ...row, visitCount: (Number(row.visitCount) || 0) + 1 });
  return { status: 302, body: null, headers: { Location: target, 'Cache-Control': 'no-store' }, raw: '' };
}
