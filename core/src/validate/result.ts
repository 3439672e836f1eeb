import type { MessageKey } from '../i18n/index.ts';

export type MessageParams = Record<string, string | number>;

/** One failed rule: the message key to render, the field it belongs to (if any) and its parameters. */
export interface Problem {
  field?: string;
  message: MessageKey;
  params?: MessageParams;
}

/** The outcome of a single-answer rule (a warning shown on its own, e.g. registration). */
export type Check = { ok: true } | ({ ok: false } & Problem);

export const passed: Check = { ok: true };

export function failed(message: MessageKey, field?: string, params?: MessageParams): Check {
  const problem: { ok: false } & Problem = { ok: false, message };
  if (field !== undefined) problem.field = field;
  if (params !== undefined) problem.params = params;
  return problem;
}

/** Collect the failed checks of a form, in field order (an empty list means the form is valid). */
export function problemsOf(checks: readonly Check[]): Problem[] {
  const problems: Problem[] = [];
  for (const check of checks) {
    if (!check.ok) {
      const { ok: _ok, ...problem } = check;
      problems.push(problem);
    }
  }
  return problems;
}
