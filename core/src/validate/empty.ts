/**
 * The spec's definition of an empty value (platform.md §5): null, undefined, the empty string, an empty
 * array and an object without own keys are empty; booleans and numbers (0 and NaN included) never are.
 * A string of spaces is not empty.
 */
export function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.length === 0;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') return Object.keys(value).length === 0;
  return false;
}
