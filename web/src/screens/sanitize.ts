import DOMPurify from 'dompurify';

/**
 * What a notice body may keep when shown: the formatting the editor produces (NoticeEditor.tsx) and
 * nothing that runs code. Everything else — scripts, images, event handlers, styles, frames — is dropped.
 */
export const NOTICE_TAGS = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'ul',
  'ol',
  'li',
  'a',
  'h1',
  'h2',
  'h3',
  'h4',
  'blockquote',
  'code',
  'pre',
  'hr',
] as const;

export const NOTICE_ATTRS = ['href', 'target', 'rel'] as const;

/** A notice body as safe HTML (DOMPurify needs the browser's DOM, so this lives in web, not core). */
export function sanitizeNotice(html: string): string {
  const clean = DOMPurify.sanitize(html, {
    ALLOWED_TAGS: [...NOTICE_TAGS],
    ALLOWED_ATTR: [...NOTICE_ATTRS],
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:|\/|#)/i,
    RETURN_TRUSTED_TYPE: false,
  });
  return String(clean);
}
