/** Upload rules: avatar type and size, and the per-field file limits (platform.md §5, §9; business-modules.md §5). */
import { type Check, failed, passed } from './result.ts';

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
