import type { Messages } from '../types.ts';

/**
 * Texts of the validation rules in core/validate (platform.md §5, business-modules.md §5,
 * forms-and-survey.md §5). Where the spec names a rule without quoting its text (phone, avatar, upload
 * limit, quick-reply length, password change), the Chinese is ours.
 */
export const validateMessages = {
  'validate.register.tenantRequired': { zh: '请先输入租户编号', en: 'Enter the tenant ID first' },
  'validate.register.accountRequired': { zh: '请先输入账号名称', en: 'Enter the account name first' },
  'validate.register.passwordRequired': { zh: '请先输入密码', en: 'Enter the password first' },
  'validate.register.passwordMismatch': { zh: '两次密码输入不一致', en: 'The two passwords differ' },
  'validate.approval.commentRequired': { zh: '请先填写批复意见', en: 'Write the approval comment first' },
  'validate.lock.passwordRequired': { zh: '锁屏密码不能为空', en: 'The lock password must not be empty' },
  'validate.phone.required': { zh: '请输入手机号码', en: 'Enter the phone number' },
  'validate.phone.length': { zh: '手机号码长度必须为11位', en: 'The phone number must have 11 digits' },
  'validate.phone.format': { zh: '手机号码格式不正确', en: 'The phone number is not a valid mobile number' },
  'validate.avatar.type': { zh: '头像图片只能是 jpg/png 格式', en: 'The avatar must be a jpg or png image' },
  'validate.avatar.size': {
    zh: '头像图片大小不能超过 {max}',
    en: 'The avatar must not be larger than {max}',
  },
  'validate.upload.limit': { zh: '最多只能上传 {limit} 个文件', en: 'At most {limit} files can be uploaded' },
  'validate.upload.size': {
    zh: '文件 {name} 大小不能超过 {max}',
    en: 'The file {name} must not be larger than {max}',
  },
  'validate.upload.type': {
    zh: '文件 {name} 类型不符，只能上传 {accept}',
    en: 'The file {name} is not allowed: only {accept}',
  },
  'validate.quickReply.tooLong': {
    zh: '快捷回复不能超过 {max} 个字符',
    en: 'A quick reply holds at most {max} characters',
  },
  'validate.password.oldRequired': { zh: '请输入原密码', en: 'Enter the current password' },
  'validate.password.newRequired': { zh: '请输入新密码', en: 'Enter the new password' },
  'validate.password.repeatRequired': { zh: '请再次输入新密码', en: 'Repeat the new password' },
  'validate.password.mismatch': { zh: '两次密码输入不一致', en: 'The two passwords differ' },
  'validate.password.sameAsOld': {
    zh: '新密码不能与原密码相同',
    en: 'The new password must differ from the current one',
  },
  'validate.treeNode.labelRequired': { zh: '请输入label', en: 'Enter the label' },
  'validate.treeNode.valueRequired': { zh: '请输入value', en: 'Enter the value' },
  'validate.treeNode.valueDuplicate': { zh: 'value重复', en: 'This value is already used' },
} as const satisfies Messages;
