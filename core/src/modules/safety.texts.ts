import type { Messages } from '../i18n/types.ts';

/** The safety module's own screens' texts: the insured tenants. */
export const safetyTexts = {
  'biz.insurance.tenant': { zh: '服务单位保单', en: 'Policies of the tenants served' },
  'biz.insurance.own': { zh: '本单位保单', en: 'Own policies' },
  'biz.insurance.assign': { zh: '分配服务机构', en: 'Assign service tenant' },
  'biz.insurance.service': { zh: '服务机构', en: 'Service tenant' },
} as const satisfies Messages;
