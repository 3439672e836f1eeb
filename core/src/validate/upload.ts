/** Upload rules: avatar type and size, and the per-field file limits (platform.md §5, §9; business-modules.md §5). */
import { type Check, failed, type Problem, passed } from './result.ts';

/** What an avatar check needs of a browser File (or anything shaped like one). */
export interface UploadFile {
  name: string;
  /** MIME type; may be empty when the browser does not know it. */
  type?: string;
  /** Bytes. */
  size: number;
}

/** 500 kb, read as 500 × 1024 bytes; a file of exactly that size is accepted ("at most"). */
export const avatarMaxBytes = 500 * 1024;

const imageTypes = new Set(['image/jpeg', 'image/png']);
const imageExtension = /\.(jpe?g|png)$/i;

/** Avatars are jpg or png (by MIME type, or by extension when the type is unknown) of at most 500 kb. */
export function validateAvatar(file: UploadFile): Check {
  const typeOk = file.type ? imageTypes.has(file.type.toLowerCase()) : imageExtension.test(file.name);
  if (!typeOk) return failed('validate.avatar.type', 'avatar');
  if (file.size > avatarMaxBytes) return failed('validate.avatar.size', 'avatar', { max: '500kb' });
  return passed;
}

/** How many files an upload field takes: scene photos 6 per inspection question, other photos 99, else 10. */
export const uploadLimits = {
  scenePhoto: 6,
  otherPhoto: 99,
  default: 10,
} as const;
export type UploadKind = keyof typeof uploadLimits;

/** The limit of an upload field: its own `limit` when set (at least 1), else the default of its kind. */
export function uploadLimitOf(kind: UploadKind = 'default', limit?: number): number {
  return limit !== undefined && Number.isInteger(limit) && limit >= 1 ? limit : uploadLimits[kind];
}

/** Adding `adding` files to a field holding `current` must not go over `limit`. */
export function validateUploadCount(current: number, adding: number, limit: number): Check {
  return current + adding > limit ? failed('validate.upload.limit', undefined, { limit }) : passed;
}

/**
 * An upload field's declared limits (forms-and-survey.md §3.2): `limit` files at most (at least 1; 10 when
 * not given), `accept` (extensions such as .pdf, MIME types such as image/png or image/*, a list or
 * comma-joined) and `fileSize` in bytes. Declared once — avue's own keys in a form definition, `upload` on a
 * registry field — and checked by the functions below at every entry point with the same messages.
 */
export interface UploadRule {
  limit?: number;
  accept?: string | readonly string[];
  fileSize?: number;
}

/** A file as the rule sees it: its name, and its size and type when it is being chosen (not yet stored). */
export interface RuledFile {
  name: string;
  size?: number;
  type?: string;
}

/** The accepted kinds as a list (empty: anything). */
export function acceptList(accept: UploadRule['accept']): string[] {
  const list = typeof accept === 'string' ? accept.split(',') : Array.isArray(accept) ? accept : [];
  return list.map((rule) => String(rule).trim().toLowerCase()).filter((rule) => rule !== '');
}

/** A size in the units people read: 500KB, 2MB. */
export function sizeText(bytes: number): string {
  const mb = 1024 * 1024;
  if (bytes >= mb) return `${Math.round((bytes / mb) * 10) / 10}MB`;
  if (bytes >= 1024) return `${Math.round((bytes / 1024) * 10) / 10}KB`;
  return `${bytes}B`;
}

/**
 * Whether a kind accepts the file: an extension rule by the name (the name without its query, a stored
 * file's address); a MIME rule by the type when known, else by the name's extension (image/png by .png;
 * image/* cannot be told from a name and passes).
 */
function accepted(rule: string, file: RuledFile): boolean {
  const name = (file.name.split(/[?#]/)[0] ?? '').toLowerCase();
  if (rule.startsWith('.')) return name.endsWith(rule);
  if (!rule.includes('/')) return name.endsWith(`.${rule}`);
  const type = file.type?.toLowerCase();
  if (rule.endsWith('/*')) return type ? type.startsWith(rule.slice(0, -1)) : true;
  if (type) return type === rule;
  const extension = rule.split('/')[1] ?? '';
  return name.endsWith(`.${extension}`) || (extension === 'jpeg' && name.endsWith('.jpg'));
}

/** One file against the rule: over fileSize (when its size is known), or of a kind accept does not list. */
export function uploadFileProblem(rule: UploadRule, file: RuledFile): Problem | undefined {
  if (
    typeof rule.fileSize === 'number' &&
    rule.fileSize > 0 &&
    file.size !== undefined &&
    file.size > rule.fileSize
  )
    return { message: 'validate.upload.size', params: { name: file.name, max: sizeText(rule.fileSize) } };
  const accept = acceptList(rule.accept);
  if (accept.length > 0 && !accept.some((kind) => accepted(kind, file)))
    return { message: 'validate.upload.type', params: { name: file.name, accept: accept.join(', ') } };
  return undefined;
}

/** The files of a value (or those about to be added) against the rule: the count, then each file. */
export function uploadProblem(rule: UploadRule, files: readonly RuledFile[]): Problem | undefined {
  const limit = uploadLimitOf('default', rule.limit);
  if (files.length > limit) return { message: 'validate.upload.limit', params: { limit } };
  for (const file of files) {
    const problem = uploadFileProblem(rule, file);
    if (problem) return problem;
  }
  return undefined;
}
