import type { CivilDate } from '@nbxt/core/idcard/civil-date.ts';

/** Today's date on the user's clock (ages from ID cards are counted from it). */
export function today(): CivilDate {
  const now = new Date();
  return { year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() };
}
