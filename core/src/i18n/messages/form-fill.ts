import type { Messages } from '../types.ts';

/**
 * The texts of a designed form being filled (forms-and-survey.md §5.3): the rules its fields imply and the
 * region picker's: of the form area, apart from form.ts so that the pages filling a form and the rules
 * core adds (core/src/form/rules.ts) carry no designer's or checker's texts.
 */
export const formFillMessages = {
  'form.rule.required': { zh: '{label}必须填写', en: '{label} is required' },
  'form.rule.select': { zh: '请选择{label}', en: 'Select {label}' },
  'form.rule.input': { zh: '请输入{label}', en: 'Enter {label}' },
  'form.rule.pattern': { zh: '{label}格式不匹配', en: '{label} has the wrong format' },
  'form.region.province': { zh: '请选择省份', en: 'Select the province' },
  'form.region.city': { zh: '请选择城市', en: 'Select the city' },
  'form.region.district': { zh: '请选择地区', en: 'Select the district' },
  // The spec gives no text for a region deeper than its field goes: the Chinese is ours.
  'form.region.depth': {
    zh: '区域最多选择到第{levels}级',
    en: 'Pick the region down to level {levels} at most',
  },
} as const satisfies Messages;
