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
  'validate.avatar.type': { zh: '头像图片只能是 jpg/png 格式', en: 'The avatar must be a jpg or png image' },
  'validate.avatar.size': {
    zh: '头像图片大小不能超过 {max}',
    en: 'The avatar must not be larger than {max}',
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
  'validate.month.notBegun': {
    zh: '所选月份尚未开始，不能选择以后的月份',
    en: 'That month has not begun yet: choose this month or an earlier one',
  },
  'validate.date.notBegun': {
    zh: '所选日期尚未到来，不能选择以后的日期',
    en: 'That day has not come yet: choose today or an earlier day',
  },
  'validate.treeNode.labelRequired': { zh: '请输入label', en: 'Enter the label' },
  'validate.treeNode.valueRequired': { zh: '请输入value', en: 'Enter the value' },
  'validate.treeNode.valueDuplicate': { zh: 'value重复', en: 'This value is already used' },
} as const satisfies Messages;
