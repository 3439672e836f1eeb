import { op, resource, text } from '../define.ts';
import { id, long, num } from './fields.ts';

/** The system and business dictionaries (platform.md §3): every page past sign-in reads them. */
export const dict = resource('dict', {
  path: '/blade-system/dict',
  zh: '系统字典',
  en: 'System dictionary',
  naturalKey: 'code',
  tenantScoped: false,
  list: 'tree',
  fields: [
    text('code', '字典编号', 'Code', { required: 'dict.code.required', list: true, filter: 'like' }),
    text('dictValue', '字典名称', 'Name', {
      required: 'dict.dictValue.required',
      list: true,
      filter: 'like',
    }),
    num('sort', '字典排序', 'Sort', { required: 'dict.sort.required', list: true }),
    text('dictKey', '字典键值', 'Key', { required: 'dict.dictKey.required', list: true }),
    id('parentId', '上级字典', 'Parent'),
    num('isSealed', '封存', 'Sealed', {
      required: 'dict.isSealed.required',
      list: true,
      dict: 'console.sealed',
    }),
    long('remark', '字典备注', 'Remark'),
  ],
  operations: {
    dictionary: op('GET', 'dictionary', 'items of one dictionary (code)'),
    dictionaryAll: op('GET', 'dictionary/all', 'every dictionary'),
    parentList: op('GET', 'parent-list', 'top-level dictionaries, paged'),
    childList: op('GET', 'child-list', 'children of a dictionary (parentId)', { reply: 'records' }),
    tree: op('GET', 'tree', 'dictionary tree'),
  },
});

export const dictBiz = resource('dict-biz', {
  ...dictDraft('/blade-system/dict-biz', '业务字典', 'Business dictionary'),
});

/* #__NO_SIDE_EFFECTS__ */
function dictDraft(path: string, zh: string, en: string) {
  return {
    path,
    zh,
    en,
    naturalKey: 'code',
    tenantScoped: true,
    list: 'tree' as const,
    fields: dict.fields.map(({ label: _label, ...rest }) => rest),
    operations: dict.operations,
  };
}
