import type { Messages } from '../types.ts';

/** Texts of resident ID checks (forms-and-survey.md §5.1, §8). */
export const idcardMessages = {
  'idcard.format': { zh: '身份证格式不正确', en: 'The ID card number is not valid' },
  'idcard.required': { zh: '身份证为必填项', en: 'The ID card number is required' },
  'idcard.reason.format': { zh: '长度或字符不正确', en: 'wrong length or characters' },
  'idcard.reason.region': { zh: '地区码不存在', en: 'unknown region code' },
  'idcard.reason.birth': { zh: '出生日期无效', en: 'invalid birth date' },
  'idcard.reason.checksum': { zh: '校验码错误', en: 'wrong check character' },
} as const satisfies Messages;
