import type { Messages } from '../../i18n/types.ts';

/** The dictionary module's own screens' texts (the dictionary layouts). */
export const dictTexts = {
  'sys.dict.horizontal': { zh: '字典管理', en: 'Dictionaries' },
  'sys.dict.vertical': { zh: '字典管理', en: 'Dictionaries' },
  'sys.dict.parents': { zh: '字典列表', en: 'Dictionaries' },
  'sys.dict.children': { zh: '字典配置', en: 'Items' },
  'sys.dict.childrenOf': { zh: '字典配置 · {code}', en: 'Items of {code}' },
  'sys.dict.pickParent': { zh: '请先选择左侧或上方的字典', en: 'Pick a dictionary to see its items' },
} as const satisfies Messages;
