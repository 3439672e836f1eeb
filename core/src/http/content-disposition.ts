/**
 * File names of downloads. BladeX answers `attachment;filename=<URL-encoded UTF-8>` (a plain, unquoted
 * parameter with `+` for spaces); other endpoints use RFC 5987 `filename*=UTF-8''<pct-encoded>`. Both are
 * decoded, `filename*` wins, and the result is made safe to join to a folder.
 */

const FALLBACK_NAME = 'download';

/** Split the header's parameters, honouring quoted strings (which may contain `;`). */
function parameters(header: string): Map<string, string> {
  const params = new Map<string, string>();
  // `attachment; a=b` → parameters after the type; a bare `filename=x` (no type) is tolerated too.
  const firstSemi = header.indexOf(';');
  const first = firstSemi < 0 ? header : header.slice(0, firstSemi);
  const text = first.includes('=') ? `;${header}` : firstSemi < 0 ? '' : header.slice(firstSemi);
  let pos = 0;
  while (pos < text.length) {
    if (text[pos] !== ';') {
      pos++;
      continue;
    }
    pos++;
    const eq = text.indexOf('=', pos);
    if (eq < 0) break;
    const name = text.slice(pos, eq).trim().toLowerCase();
    pos = eq + 1;
    while (text[pos] === ' ' || text[pos] === '\t') pos++;
    let value = '';
    if (text[pos] === '"') {
      pos++;
      while (pos < text.length && text[pos] !== '"') {
        if (text[pos] === '\\' && pos + 1 < text.length) pos++;
        value += text[pos];
        pos++;
      }
      pos++;
      const semi = text.indexOf(';', pos);
      pos = semi < 0 ? text.length : semi;
    } else {
      const semi = text.indexOf(';', pos);
      value = text.slice(pos, semi < 0 ? text.length : semi).trim();
      pos = semi < 0 ? text.length : semi;
    }
    if (name && !params.has(name)) params.set(name, value);
  }
  return params;
}

function percentBytes(text: string): Uint8Array | undefined {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (ch === 0x25) {
      const hex = text.slice(i + 1, i + 3);
      if (!/^[0-9a-fA-F]{2}$/.test(hex)) return undefined;
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else if (ch < 0x80) {
      bytes.push(ch);
    } else {
      // Raw non-ASCII inside an encoded value: encode it as UTF-8 as it stands.
      for (const b of new TextEncoder().encode(text[i]!)) bytes.push(b);
    }
  }
  return new Uint8Array(bytes);
}

function decodeBytes(bytes: Uint8Array, charset: string): string | undefined {
  try {
    return new TextDecoder(charset.toLowerCase() === 'iso-8859-1' ? 'latin1' : charset, {
      fatal: true,
    }).decode(bytes);
  } catch {
    return undefined;
  }
}

/** RFC 5987 ext-value: `charset'lang'value`. */
function decodeExtValue(value: string): string | undefined {
  const match = /^([^']*)'[^']*'(.*)$/.exec(value);
  if (!match) return undefined;
  const bytes = percentBytes(match[2]!);
  if (!bytes) return undefined;
  return decodeBytes(bytes, match[1] || 'utf-8');
}

/** BladeX's plain `filename=`: URL-encoded UTF-8 (`+` is a space) when it looks encoded, else as given. */
function decodePlainValue(value: string): string {
  if (!/%[0-9a-fA-F]{2}/.test(value)) return value;
  const bytes = percentBytes(value.replace(/\+/g, ' '));
  return (bytes && decodeBytes(bytes, 'utf-8')) ?? value;
}

/** The file name a Content-Disposition header announces, decoded but not yet made safe. */
export function fileNameFromContentDisposition(header: string | null | undefined): string | undefined {
  if (!header) return undefined;
  const params = parameters(header);
  const extended = params.get('filename*');
  if (extended !== undefined) {
    const decoded = decodeExtValue(extended);
    if (decoded) return decoded;
  }
  const plain = params.get('filename');
  return plain === undefined || plain === '' ? undefined : decodePlainValue(plain);
}

const WINDOWS_RESERVED = /^(con|prn|aux|nul|com\d|lpt\d)(\..*)?$/i;
const MAX_BYTES = 200;
/**
 * Characters that never belong in a file name: controls (Cc), format characters (Cf: bidi overrides such as
 * U+202E that make `exe.xlsx` read as `xslx.exe`, zero-width characters, U+FEFF…), line and paragraph
 * separators and lone surrogates.
 */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}]/gu;

/**
 * Extensions of the content types downloads come as. BladeX labels its .xlsx exports
 * `application/vnd.ms-excel` (bladex-contract.md §Downloads), so that type gives .xlsx; the older Excel
 * aliases give .xls.
 */
const TYPE_EXTENSIONS: Record<string, string> = {
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': '.xlsx',
  'application/vnd.ms-excel': '.xlsx',
  'application/x-msexcel': '.xls',
  'application/x-excel': '.xls',
  'application/x-xls': '.xls',
  'text/csv': '.csv',
  'application/csv': '.csv',
  'application/zip': '.zip',
  'application/x-zip-compressed': '.zip',
  'application/pdf': '.pdf',
  'application/json': '.json',
  'image/png': '.png',
  'image/jpeg': '.jpg',
  'image/gif': '.gif',
  'image/svg+xml': '.svg',
};

/** `.xlsx` for an Excel content type, `.png` for a PNG… (parameters ignored); '' when unknown or missing. */
export function extensionForContentType(contentType: string | null | undefined): string {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  return Object.hasOwn(TYPE_EXTENSIONS, type) ? TYPE_EXTENSIONS[type]! : '';
}

function hasExtension(name: string): boolean {
  const dot = name.lastIndexOf('.');
  return dot > 0 && dot < name.length - 1;
}

/** The fallback name, given the extension of the content type when it has none of its own. */
export function fallbackFileName(fallback: string, contentType?: string | null): string {
  return hasExtension(fallback) ? fallback : `${fallback}${extensionForContentType(contentType)}`;
}

/**
 * A name that can be joined to a folder without escaping it: no directory part, no separators, no control,
 * format or reserved characters, no leading dots, bounded length (extension kept). A name that is empty once
 * cleaned becomes the fallback, with the content type's extension.
 */
export function safeFileName(
  name: string | undefined,
  fallback = FALLBACK_NAME,
  contentType?: string | null,
): string {
  let base = (name ?? '').replace(INVISIBLE, '').split(/[/\\]/).pop() ?? '';
  base = base
    .replace(/[<>:"|?*]/g, '_')
    .trim()
    .replace(/^\.+/, '')
    .replace(/[. ]+$/, '');
  if (base === '') return fallback === '' ? '' : fallbackFileName(fallback, contentType);
  if (WINDOWS_RESERVED.test(base)) base = `_${base}`;
  const encoder = new TextEncoder();
  if (encoder.encode(base).length > MAX_BYTES) {
    const dot = base.lastIndexOf('.');
    const ext = dot > 0 && base.length - dot <= 16 ? base.slice(dot) : '';
    let stem = base.slice(0, base.length - ext.length);
    while (stem.length > 0 && encoder.encode(stem + ext).length > MAX_BYTES)
      stem = Array.from(stem).slice(0, -1).join('');
    base = stem + ext;
  }
  return base;
}

/** Decode and neutralise in one step. */
export function downloadFileName(
  header: string | null | undefined,
  fallback = FALLBACK_NAME,
  contentType?: string | null,
): string {
  return safeFileName(fileNameFromContentDisposition(header), fallback, contentType);
}
