import { safeFileName } from '../http/content-disposition.ts';

/**
 * File names inside the output folder: a wanted (manifest) name or the server's, made safe, and a suffix
 * when the name is already taken (`报表.xlsx` → `报表 (2).xlsx`). Names compare case-insensitively so a batch
 * behaves the same on case-insensitive file systems.
 */

export const nameKey = (name: string) => name.normalize('NFC').toLowerCase();

function splitExtension(name: string): [string, string] {
  const dot = name.lastIndexOf('.');
  if (dot <= 0 || name.length - dot > 16) return [name, ''];
  return [name.slice(0, dot), name.slice(dot)];
}

/** The manifest's wanted name (made safe), keeping the server's extension when it has none of its own. */
export function chooseFileName(
  wanted: string | undefined,
  serverName: string,
  fallback = 'download',
): string {
  if (wanted === undefined) return safeFileName(serverName, fallback);
  const safe = safeFileName(wanted, fallback);
  const [, ext] = splitExtension(safe);
  const [, serverExt] = splitExtension(serverName);
  return ext === '' && serverExt !== '' ? `${safe}${serverExt}` : safe;
}

/** Names the batch itself uses next to the files; never handed out to a download. */
export const RESERVED_SUFFIXES = ['.part'] as const;
export const STATE_FILE = '.nbxt-export-state.json';

function isReserved(name: string): boolean {
  const key = nameKey(name);
  return key === nameKey(STATE_FILE) || RESERVED_SUFFIXES.some((s) => key.endsWith(s));
}

/** Where the suffix search of a name starts next time, per `taken` set (many files share one name). */
const suffixHints = new WeakMap<Set<string>, Map<string, number>>();

/** `name`, else the first free `stem (2).ext`, `stem (3).ext`… not in `taken`; the result is added to it. */
export function claimName(name: string, taken: Set<string>): string {
  const wanted = isReserved(name) ? `${name}.download` : name;
  let candidate = wanted;
  if (taken.has(nameKey(candidate))) {
    const hints = suffixHints.get(taken) ?? new Map<string, number>();
    suffixHints.set(taken, hints);
    const [stem, ext] = splitExtension(wanted);
    let n = hints.get(nameKey(wanted)) ?? 2;
    for (candidate = `${stem} (${n})${ext}`; taken.has(nameKey(candidate)); n++)
      candidate = `${stem} (${n + 1})${ext}`;
    hints.set(nameKey(wanted), n + 1);
  }
  taken.add(nameKey(candidate));
  return candidate;
}
