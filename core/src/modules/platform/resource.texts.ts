import type { Messages } from '../../i18n/types.ts';

/** The resource module's own screens' texts (object storage and SMS configurations). */
export const resourceTexts = {
  'sys.enable': { zh: '启用', en: 'Enable' },
  'sys.enable.confirm': {
    zh: '是否确定启用这条配置?',
    en: 'Enable this configuration (the others are disabled)?',
  },
  'sys.sms.test': { zh: '发送测试', en: 'Send a test' },
  'sys.sms.phones': { zh: '发送手机', en: 'Phones' },
  'sys.sms.phonesHint': { zh: '多个手机号用英文逗号分隔', en: 'Separate several phones with commas' },
  'sys.sms.phonesRequired': { zh: '请输入发送手机', en: 'Enter at least one phone' },
  'sys.sms.params': { zh: '发送参数', en: 'Parameters' },
  'sys.sms.send': { zh: '发送', en: 'Send' },
  'sys.sms.sent': { zh: '发送成功', en: 'Sent' },
} as const satisfies Messages;
