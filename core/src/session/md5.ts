import { md5Hex } from './md5-hex.ts';

export { md5Hex } from './md5-hex.ts';

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
