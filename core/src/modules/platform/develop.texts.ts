import type { Messages } from '../../i18n/types.ts';

/** The develop module's own screens' texts (code generation). */
export const developTexts = {
  'sys.code.copy': { zh: '复制', en: 'Copy' },
  'sys.code.copied': { zh: '复制成功', en: 'Copied' },
  'sys.code.generate': { zh: '代码生成', en: 'Generate' },
  'sys.code.confirmGenerate': {
    zh: '是否生成选中模块的代码?',
    en: 'Generate the code of the selected modules?',
  },
  'sys.code.generated': { zh: '操作成功', en: 'Generated' },
} as const satisfies Messages;
