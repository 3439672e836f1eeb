import type { Messages } from '../../i18n/types.ts';

/** The profile module's own screens' texts (user info, password, phone binding, organisation info). */
export const profileTexts = {
  'sys.info.personal': { zh: '个人信息', en: 'Personal info' },
  'sys.info.password': { zh: '修改密码', en: 'Change password' },
  'sys.info.phoneBinding': { zh: '手机绑定', en: 'Phone binding' },
  'sys.info.phoneReadOnly': { zh: '手机号码请在"手机绑定"中修改', en: 'Change it under Phone binding' },
  'sys.info.currentPhone': { zh: '当前绑定手机：', en: 'Bound phone:' },
  'sys.info.noPhone': { zh: '未绑定', en: 'none' },
  'sys.info.phone': { zh: '手机号', en: 'Phone number' },
  'sys.info.phoneCode': { zh: '验证码', en: 'Verification code' },
  'sys.info.sendCode': { zh: '获取验证码', en: 'Send code' },
  'sys.info.resendIn': { zh: '{seconds}秒后重新获取', en: 'Resend in {seconds} s' },
  'sys.info.codeSent': { zh: '验证码已发送', en: 'The code has been sent' },
  'sys.info.codeRequired': { zh: '请先获取并输入验证码', en: 'Send a code to this phone and enter it' },
  'sys.info.bind': { zh: '绑定', en: 'Bind' },
  'sys.info.bound': { zh: '绑定成功', en: 'Phone bound' },
  'sys.info.unbind': { zh: '解除绑定', en: 'Unbind' },
  'sys.info.unbound': { zh: '已解除绑定', en: 'Phone unbound' },
  'sys.info.avatar': { zh: '上传头像', en: 'Upload avatar' },
  'sys.info.avatarHint': { zh: '只能上传 jpg/png 文件，且不超过 500kb', en: 'jpg or png, at most 500kb' },
  'sys.info.oldPassword': { zh: '原密码', en: 'Current password' },
  'sys.info.newPassword': { zh: '新密码', en: 'New password' },
  'sys.info.newPassword1': { zh: '确认密码', en: 'Repeat the new password' },
} as const satisfies Messages;
