/** Message keys of the rules a field implies, apart from the catalogue (a front end picks only these). */

const selectTypes = new Set(['select', 'radio', 'checkbox', 'cascader', 'tree']);
const enterTypes = new Set(['array', 'address', 'area', 'region']);

/** Message key of the required rule of a field type: 必须填写, 请选择 or 请输入. */
export function requiredMessageKey(
  type: unknown,
): 'form.rule.required' | 'form.rule.select' | 'form.rule.input' {
  if (typeof type === 'string' && selectTypes.has(type)) return 'form.rule.select';
  if (typeof type === 'string' && enterTypes.has(type)) return 'form.rule.input';
  return 'form.rule.required';
}

export const patternMessageKey = 'form.rule.pattern';
