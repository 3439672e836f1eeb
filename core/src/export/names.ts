import { extensionForContentType, safeFileName } from '../http/content-disposition.ts';

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

/**
 * The manifest's wanted name (made safe), else the server's (`''` when it sent none usable), else the
 * fallback. A name without an extension takes the server's, else the content type's.
 */
export function chooseFileName(
  wanted: string | undefined,
  serverName: string,
  fallback = 'download',
  contentType?: string,
): string {
  if (wanted === undefined) return safeFileName(serverName, fallback, contentType);
  const safe = safeFileName(wanted, fallback, contentType);
  if (splitExtension(safe)[1] !== '') return safe;
  return `${safe}${splitExtension(serverName)[1] || extensionForContentType(contentType)}`;
}

/** Names the batch itself uses next to the files; never handed out to a download. */
export const RESERVED_SUFFIXES = ['.part'] as const;
export const STATE_FILE = '.nbxt-export-state.json';

/**
 * A download in progress is written to `<name>.nbxt-<pid>.part`, the state file through
 * `<STATE_FILE>.nbxt-<pid>.tmp`: the process id tells a later run which leftovers are its own kind and
 * whether their writer is gone (a user's `notes.part` is never touched).
 */
export const partFileName = (name: string, pid: number) => `${name}.nbxt-${pid}.part`;
export const stateTempName = (pid: number, sync = false) =>
  `${STATE_FILE}${sync ? '.sync' : ''}.nbxt-${pid}.tmp`;

/** The writer's process id of a part or state temp file of ours; undefined for any other name. */
export function leftoverOwner(fileName: string): number | undefined {
  const part = /\.nbxt-(\d{1,10})\.part$/.exec(fileName);
  const temp = fileName.startsWith(`${STATE_FILE}.`) ? /\.nbxt-(\d{1,10})\.tmp$/.exec(fileName) : null;
  const pid = Number((part ?? temp)?.[1]);
  return Number.isSafeInteger(pid) && pid > 0 ? pid : undefined;
}

const STATE_KEY = nameKey(STATE_FILE);

function isReserved(key: string): boolean {
  return key === STATE_KEY || RESERVED_SUFFIXES.some((s) => key.endsWith(s));
}

/** Where the suffix search of a name starts next time, per `taken` set (many files share one name). */
const suffixHints = new WeakMap<Set<string>, Map<string, number>>();

/** `name`, else the first free `stem (2).ext`, `stem (3).ext`… not in `taken`; the result is added to it. */
export function claimName(name: string, taken: Set<string>): string {
  const wanted = isReserved(nameKey(name)) ? `${name}.download` : name;
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
