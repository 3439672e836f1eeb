/** Registration, approval comment, lock screen and password change (platform.md §3, §4, §5). */
import { isEmpty } from './empty.ts';
import { required } from './required.ts';
import { type Check, failed, type Problem, passed, problemsOf } from './result.ts';

export interface RegistrationForm {
  tenantId?: unknown;
  name?: unknown;
  account?: unknown;
  password?: unknown;
  password2?: unknown;
}

/**
 * Registration is checked in this order and stops at the first failure, shown as a warning: tenant id
 * (skipped when the site already knows the tenant and hides the field), account, password or confirmation
 * empty, then the two passwords differ.
 */
export function validateRegistration(form: RegistrationForm, options: { tenantKnown?: boolean } = {}): Check {
  if (!options.tenantKnown && isEmpty(form.tenantId))
    return failed('validate.register.tenantRequired', 'tenantId');
  if (isEmpty(form.account)) return failed('validate.register.accountRequired', 'account');
  if (isEmpty(form.password)) return failed('validate.register.passwordRequired', 'password');
  if (isEmpty(form.password2)) return failed('validate.register.passwordRequired', 'password2');
  if (form.password !== form.password2) return failed('validate.register.passwordMismatch', 'password2');
  return passed;
}

/** Agreeing and rejecting both need a comment (请先填写批复意见). */
export function validateApprovalComment(comment: unknown): Check {
  return required(comment, 'validate.approval.commentRequired', 'comment');
}

/** Locking the screen needs a lock password (锁屏密码不能为空). */
export function validateLockPassword(password: unknown): Check {
  return required(password, 'validate.lock.passwordRequired', 'password');
}

export interface PasswordChangeForm {
  oldPassword?: unknown;
  newPassword?: unknown;
  newPassword1?: unknown;
}

/** All three fields required; the repeat must equal the new password, and the new one differ from the old. */
export function validatePasswordChange(form: PasswordChangeForm): Problem[] {
  const checks: Check[] = [
    required(form.oldPassword, 'validate.password.oldRequired', 'oldPassword'),
    required(form.newPassword, 'validate.password.newRequired', 'newPassword'),
    required(form.newPassword1, 'validate.password.repeatRequired', 'newPassword1'),
  ];
  if (!isEmpty(form.newPassword) && !isEmpty(form.newPassword1) && form.newPassword !== form.newPassword1) {
    checks.push(failed('validate.password.mismatch', 'newPassword1'));
  }
  if (!isEmpty(form.oldPassword) && !isEmpty(form.newPassword) && form.oldPassword === form.newPassword) {
    checks.push(failed('validate.password.sameAsOld', 'newPassword'));
  }
  return problemsOf(checks);
}
