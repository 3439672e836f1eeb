import { md5 } from '@noble/hashes/legacy.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/** Lower-case MD5 hex of the UTF-8 text: what BladeX expects as `password` (the server hashes it again). */
export function md5Hex(text: string): string {
  return bytesToHex(md5(utf8ToBytes(text)));
}

/** A password change as typed (the profile's form). */
export interface PasswordChange {
  oldPassword: string;
  newPassword: string;
  newPassword1: string;
}

/** The arguments of user update-password: each password as Saber sends it, the md5 hex of what was typed. */
export function passwordChangeArgs(change: PasswordChange): PasswordChange {
  return {
    oldPassword: md5Hex(change.oldPassword),
    newPassword: md5Hex(change.newPassword),
    newPassword1: md5Hex(change.newPassword1),
  };
}
