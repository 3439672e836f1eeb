const ALLOWED_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);
// Browsers ignore these inside a URL, so `java\tscript:` is still a script address.
const IGNORED = /[\u0000-\u0020\u00a0\u1680\u180e\u2000-\u2029\u205f\u3000\ufeff]/g;

/** The address as a link may carry it: web, mail and phone addresses and relative ones; else null. */
export function safeHref(raw: string): string | null {
  const scheme = /^([a-z][a-z\d+.-]*):/i.exec(raw.replace(IGNORED, ''))?.[1]?.toLowerCase();
  const href = raw.trim();
  return href !== '' && (scheme === undefined || ALLOWED_SCHEMES.has(scheme)) ? href : null;
}
