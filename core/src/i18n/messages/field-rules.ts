import type { Messages } from '../types.ts';

/**
 * The texts of the field rules a form's field may carry besides the ID card's (idcard.ts): the mobile
 * number SMS go to and an upload's limits (core/validate/phone.ts, upload.ts). Apart from the other
 * validate.* texts so that a public form's renderer carries these alone. The spec names these rules
 * without quoting their texts: the Chinese is ours.
 */
export const fieldRuleMessages = {
  'validate.phone.required': { zh: '请输入手机号码', en: 'Enter the phone number' },
  'validate.phone.length': { zh: '手机号码长度必须为11位', en: 'The phone number must have 11 digits' },
  'validate.phone.format': { zh: '手机号码格式不正确', en: 'The phone number is not a valid mobile number' },
  'validate.email.format': { zh: '电子邮箱格式不正确', en: 'Not a valid email address' },
  'validate.upload.limit': { zh: '最多只能上传 {limit} 个文件', en: 'At most {limit} files can be uploaded' },
  'validate.upload.size': {
    zh: '文件 {name} 大小不能超过 {max}',
    en: 'The file {name} must not be larger than {max}',
  },
  'validate.upload.type': {
    zh: '文件 {name} 类型不符，只能上传 {accept}',
    en: 'The file {name} is not allowed: only {accept}',
  },
} as const satisfies Messages;
