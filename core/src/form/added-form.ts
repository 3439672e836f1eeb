import type { PlainObject } from './plain.ts';

/** Orders record ids: numeric ids (snowflakes, longer than a double holds) by value, others as text. */
function idOrder(a: string, b: string): number {
  if (/^\d+$/.test(a) && /^\d+$/.test(b)) return a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);
  return a.localeCompare(b);
}

/**
 * The form a list's add dialog just saved, among the forms listed after it: its save replies with a flag
 * only (forms-and-survey.md §7), so it is the newest form of that name and owner (ids grow with time).
 */
export function addedForm<T extends PlainObject>(
  records: readonly T[],
  saved: PlainObject,
  owner: string,
): T | undefined {
  const same = records.filter(
    (r) =>
      String(r.formName ?? '') === String(saved.formName ?? '') &&
      String(r[owner] ?? '') === String(saved[owner] ?? ''),
  );
  return same.sort((a, b) => idOrder(String(a.id ?? ''), String(b.id ?? ''))).at(-1);
}
