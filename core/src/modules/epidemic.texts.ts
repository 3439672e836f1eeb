import type { Messages } from '../i18n/types.ts';

/** The epidemic module's own screens' texts: the uploads and phone numbers (business-modules.md §5). */
export const epidemicTexts = {
  'biz.file.choose': { zh: '选择文件', en: 'Choose a file' },
  'biz.file.send': { zh: '上传并导出', en: 'Upload and export' },
  'biz.address.import': { zh: '导入地址', en: 'Import addresses' },
  'biz.phone.empty': { zh: '手机号码不能为空', en: 'Enter the phone number' },
  'biz.phone.length': { zh: '手机号码长度为11位', en: 'A phone number has 11 characters' },
  'biz.phone.format': { zh: '手机号码格式不正确', en: 'The phone number is not in a valid format' },
} as const satisfies Messages;
