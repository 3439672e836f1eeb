/**
 * The disability multi-select (forms-and-survey.md §4): code 6 (multiple disabilities) is added as soon as
 * two or more other codes are chosen, and removed when only one other code is left beside it. With no
 * other code, a lone 6 stays as chosen.
 */
export const multipleDisabilityCode = '6';

export function normalizeDisability<T extends string | number>(codes: readonly T[]): T[] {
  const isSix = (code: T) => String(code) === multipleDisabilityCode;
  const others = codes.filter((code) => !isSix(code));
  const hasSix = others.length < codes.length;
  if (others.length >= 2 && !hasSix) {
    const six = (
      typeof others[0] === 'number' ? Number(multipleDisabilityCode) : multipleDisabilityCode
    ) as T;
    return [...codes, six];
  }
  if (others.length === 1 && hasSix) return others;
  return [...codes];
}
