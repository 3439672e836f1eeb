import { RecordNotFoundError } from '@nbxt/core/crud/errors.ts';
import { ApiError, BladeError, RefusedError, SessionExpiredError } from '@nbxt/core/http/errors.ts';
import { translate } from '@nbxt/core/i18n/index.ts';
import { ExitCode } from './errors.ts';

/** One clear sentence for any error that reached the top (never a stack trace without --debug). */
export function messageOf(error: unknown): string {
  if (error instanceof SessionExpiredError) {
    return `session expired${error.serverMessage ? ` (${error.serverMessage})` : ''}: sign in again with nbxt login`;
  }
  // A refusal is not an expiry: the profile keeps its tokens (exit 1).
  if (error instanceof RefusedError)
    return `${translate('error.refused', 'en').toLowerCase()}${error.message ? ` (${error.message})` : ''}: your role may not make this call; you are still signed in`;
  if (error instanceof ApiError) return error.message;
  if (error instanceof RecordNotFoundError) return translate(error.key, 'en', error.params('en'));
  if (error instanceof Error) return error.message || error.name;
  return String(error);
}

export function exitCodeOf(error: unknown): number {
  if (error instanceof SessionExpiredError) return ExitCode.auth;
  if (error instanceof BladeError) return ExitCode.failure;
  if (error && typeof error === 'object' && 'exitCode' in error && typeof error.exitCode === 'number') {
    return error.exitCode;
  }
  return ExitCode.failure;
}
