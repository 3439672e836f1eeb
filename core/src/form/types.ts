/** Field types of forms-and-survey.md §3.2 and the groups the rules talk about. */

export const fieldTypes = [
  'group',
  'title',
  'input',
  'password',
  'textarea',
  'number',
  'url',
  'array',
  'img',
  'map',
  'area',
  'radio',
  'checkbox',
  'select',
  'cascader',
  'tree',
  'upload',
  'year',
  'month',
  'week',
  'date',
  'time',
  'datetime',
  'dates',
  'daterange',
  'timerange',
  'datetimerange',
  'ueditor',
  'icon',
  'switch',
  'rate',
  'slider',
  'color',
  'dynamic',
  'divider',
  'relation',
  'address',
  'region',
  'dept',
  'user',
] as const;
export type FormFieldType = (typeof fieldTypes)[number];

export function isFieldType(type: unknown): type is FormFieldType {
  return typeof type === 'string' && (fieldTypes as readonly string[]).includes(type);
}

/** Choice fields: their options come from dicData (static) or a remote dictionary. */
export const choiceTypes = ['checkbox', 'radio', 'select', 'cascader', 'tree'] as const;
/** Choice fields whose options are trees (label, value and children per node). */
export const treeTypes = ['cascader', 'tree'] as const;
export const dateTypes = [
  'year',
  'month',
  'week',
  'date',
  'time',
  'datetime',
  'dates',
  'daterange',
  'timerange',
  'datetimerange',
] as const;
/** Types that may not be dropped into a dynamic list (sub-form, rich text, map, group). */
export const notInDynamic = ['dynamic', 'ueditor', 'map', 'group'] as const;

export function isChoiceType(type: unknown): boolean {
  return typeof type === 'string' && (choiceTypes as readonly string[]).includes(type);
}
export function isTreeType(type: unknown): boolean {
  return type === 'cascader' || type === 'tree';
}

export type DicOption = 'static' | 'rel' | 'remote';
