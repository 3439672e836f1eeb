import type { Messages } from '../types.ts';

/**
 * Texts of the business modules' own screens (safety, supervision, epidemic): complaint handling and
 * reply, the supervisors page, the insured tenants, the epidemic uploads and phone numbers (§5).
 */
export const businessUiMessages = {
  'biz.complaint.handle': { zh: '处理', en: 'Handle' },
  'biz.complaint.reply': { zh: '回复', en: 'Reply' },
  'biz.complaint.newStatus': { zh: '处理状态', en: 'New status' },
  'biz.members.users': { zh: '监督员', en: 'Supervisors' },
  'biz.members.assistants': { zh: '助理', en: 'Assistants' },
  'biz.insurance.tenant': { zh: '服务单位保单', en: 'Policies of the tenants served' },
  'biz.insurance.own': { zh: '本单位保单', en: 'Own policies' },
  'biz.insurance.assign': { zh: '分配服务机构', en: 'Assign service tenant' },
  'biz.insurance.service': { zh: '服务机构', en: 'Service tenant' },
  'biz.file.choose': { zh: '选择文件', en: 'Choose a file' },
  'biz.file.send': { zh: '上传并导出', en: 'Upload and export' },
  'biz.address.import': { zh: '导入地址', en: 'Import addresses' },
  'biz.phone.empty': { zh: '手机号码不能为空', en: 'Enter the phone number' },
  'biz.phone.length': { zh: '手机号码长度为11位', en: 'A phone number has 11 characters' },
  'biz.phone.format': { zh: '手机号码格式不正确', en: 'The phone number is not in a valid format' },
} as const satisfies Messages;
