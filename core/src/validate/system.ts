/** Required fields of the system parameter and dictionary forms (platform.md §5, forms-and-survey.md §5.4). */
import type { MessageKey } from '../i18n/index.ts';
import { requiredFields } from './required.ts';
import type { Problem } from './result.ts';

export interface ParamForm {
  paramName?: unknown;
  paramKey?: unknown;
  paramValue?: unknown;
  remark?: unknown;
}

const paramRules = [
  ['paramName', 'param.paramName.required'],
  ['paramKey', 'param.paramKey.required'],
  ['paramValue', 'param.paramValue.required'],
] as const satisfies readonly (readonly [keyof ParamForm, MessageKey])[];

/** paramName, paramKey and paramValue are required (请输入参数名称, 请输入参数键名, 请输入参数键值). */
export function validateParam(form: ParamForm): Problem[] {
  return requiredFields(form, paramRules);
}

export interface DictForm {
  code?: unknown;
  dictValue?: unknown;
  sort?: unknown;
  isSealed?: unknown;
  dictKey?: unknown;
  parentId?: unknown;
  remark?: unknown;
}

const dictRules = [
  ['code', 'dict.code.required'],
  ['dictValue', 'dict.dictValue.required'],
  ['sort', 'dict.sort.required'],
  ['isSealed', 'dict.isSealed.required'],
] as const satisfies readonly (readonly [keyof DictForm, MessageKey])[];

/**
 * code, name (dictValue), sort and sealed are required; the key (dictKey) is required on a child item,
 * the only form that shows it. The parent is optional. Sort 0 and sealed 0 are values, not empty.
 */
export function validateDict(form: DictForm, options: { child: boolean }): Problem[] {
  const rules: (readonly [keyof DictForm, MessageKey])[] = [...dictRules];
  if (options.child) rules.push(['dictKey', 'dict.dictKey.required']);
  return requiredFields(form, rules);
}
