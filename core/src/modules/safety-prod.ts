import { op, resource, text } from '../resources/define.ts';
import { choices, day, id, long, num, time } from './common-fields.ts';
import { HIDDEN_LEVELS, RECTIFY_STATES, RISK_LEVELS, TRAIN_TITLES } from './safety-values.ts';

/**
 * Safety production (business-modules.md §7 Safety: "safetyProd/nbxtSafetyProdDangerSourceIdentify,
 * nbxtSafetyProdHiddenSource, nbxtSafetyProdHiddenIdentify, nbxtSafetyProdTrain: standard." and
 * "safetyProd/nbxtSafetyProdInsurancePolicy: standard; POST serviceTenant (ids, serviceTenantId); GET
 * tenantPage, ownList, serviceList."). Fields are not shown: these are the usual ones.
 */

export const safetyProdHiddenSource = resource('safety-prod-hidden-source', {
  path: '/safetyProd/nbxtSafetyProdHiddenSource',
  zh: '隐患库',
  en: 'Hidden-danger library',
  fields: [
    text('sourceName', '隐患名称', 'Hidden danger', {
      kind: 'hazard',
      list: true,
      filter: 'like',
      required: true,
    }),
    text('sourceType', '隐患类别', 'Category', {
      list: true,
      filter: 'like',
      samples: [
        '消防安全',
        '用电安全',
        '危化品管理',
        '特种设备',
        '安全管理',
        '作业环境',
        '职业卫生',
        '应急管理',
      ],
    }),
    num('hiddenLevel', '隐患等级', 'Grade', { list: true, filter: 'equal', choices: HIDDEN_LEVELS }),
    long('checkContent', '排查内容', 'What to check', { kind: 'content' }),
    long('rectifyMeasures', '整改措施', 'Remedy', { kind: 'content', list: true }),
    text('basis', '依据', 'Basis'),
  ],
});

export const safetyProdDangerSourceIdentify = resource('safety-prod-danger-source-identify', {
  path: '/safetyProd/nbxtSafetyProdDangerSourceIdentify',
  zh: '危险源辨识',
  en: 'Danger-source identification',
  fields: [
    text('dangerSourceName', '危险源名称', 'Danger source', {
      kind: 'risk',
      list: true,
      filter: 'like',
      required: true,
    }),
    text('companyName', '企业名称', 'Company', { kind: 'company', list: true, filter: 'like' }),
    text('location', '所在位置', 'Location', { kind: 'address' }),
    text('accidentType', '可能导致的事故', 'Possible accident', { list: true }),
    num('riskLevel', '风险等级', 'Risk level', {
      list: true,
      filter: 'equal',
      choices: RISK_LEVELS,
      required: true,
    }),
    long('controlMeasures', '管控措施', 'Controls', { kind: 'content' }),
    text('identifier', '辨识人', 'Identified by', { kind: 'person', list: true }),
    day('identifyDate', '辨识日期', 'Identified on', { list: true }),
  ],
});

export const safetyProdHiddenIdentify = resource('safety-prod-hidden-identify', {
  path: '/safetyProd/nbxtSafetyProdHiddenIdentify',
  zh: '隐患辨识',
  en: 'Hidden-danger identification',
  fields: [
    id('hiddenSourceId', '隐患库条目', 'Library entry', { ref: 'safety-prod-hidden-source' }),
    text('hiddenName', '隐患名称', 'Hidden danger', {
      kind: 'hazard',
      list: true,
      filter: 'like',
      required: true,
    }),
    text('companyName', '企业名称', 'Company', { kind: 'company', list: true, filter: 'like' }),
    num('hiddenLevel', '隐患等级', 'Grade', { list: true, choices: HIDDEN_LEVELS, required: true }),
    long('description', '隐患描述', 'Description', { kind: 'content' }),
    text('images', '隐患照片', 'Photos', { kind: 'image' }),
    time('identifyTime', '发现时间', 'Found at', { list: true }),
    day('rectifyDeadline', '整改期限', 'Rectify by'),
    num('rectifyStatus', '整改状态', 'Rectification', {
      list: true,
      filter: 'equal',
      initial: '0',
      choices: RECTIFY_STATES,
    }),
  ],
});

export const safetyProdTrain = resource('safety-prod-train', {
  path: '/safetyProd/nbxtSafetyProdTrain',
  zh: '安全培训',
  en: 'Safety training',
  fields: [
    text('trainTitle', '培训主题', 'Subject', {
      kind: 'title',
      samples: TRAIN_TITLES,
      list: true,
      filter: 'like',
      required: true,
    }),
    num('trainType', '培训类型', 'Kind', {
      list: true,
      filter: 'equal',
      choices: choices(
        ['1', '岗前培训', 'Induction'],
        ['2', '日常培训', 'Routine'],
        ['3', '专项培训', 'Special'],
      ),
    }),
    time('trainTime', '培训时间', 'Held at', { list: true, required: true }),
    text('trainAddress', '培训地点', 'Place', { kind: 'address' }),
    text('lecturer', '授课人', 'Lecturer', { kind: 'person', list: true }),
    num('participantCount', '参训人数', 'Participants', { list: true }),
    long('content', '培训内容', 'Content', { kind: 'content' }),
    text('attachment', '附件', 'Attachment', { kind: 'url' }),
  ],
});

export const safetyProdInsurancePolicy = resource('safety-prod-insurance-policy', {
  path: '/safetyProd/nbxtSafetyProdInsurancePolicy',
  zh: '安责险保单',
  en: 'Safety liability policies',
  fields: [
    text('policyNo', '保单号', 'Policy number', { kind: 'code', list: true, filter: 'like', required: true }),
    text('insuredCompany', '投保企业', 'Insured company', {
      kind: 'company',
      list: true,
      filter: 'like',
      required: true,
    }),
    text('insurer', '承保公司', 'Insurer', { kind: 'company', list: true }),
    num('premium', '保费', 'Premium', { kind: 'money', list: true }),
    num('insuredAmount', '保额', 'Sum insured', { kind: 'money' }),
    day('startDate', '起保日期', 'Starts', { list: true }),
    day('endDate', '终保日期', 'Ends', { notBefore: 'startDate' }),
    // A tenant's code (not a record id), named beside it.
    text('serviceTenantId', '服务机构', 'Service tenant', {
      filter: 'equal',
      ref: 'tenant',
      refKey: 'tenantId',
    }),
    text('serviceTenantName', '服务机构名称', 'Service tenant', {
      kind: 'company',
      follows: { ref: 'serviceTenantId', field: 'tenantName' },
      list: true,
      readOnly: true,
    }),
  ],
  operations: {
    // §6: insurance policies can be assigned to a service tenant.
    serviceTenant: op('POST', 'serviceTenant', 'assign policies to a service tenant', {
      args: 'none',
      params: {
        ids: 'ids@query',
        // Chosen among the service tenants serviceList returns (their fields are not shown: ours).
        serviceTenantId: {
          type: 'string',
          in: 'query',
          choices: { operation: 'serviceList', value: 'serviceTenantId', label: 'serviceTenantName' },
        },
      },
      reply: 'flag',
      role: 'rows',
      text: { zh: '分配服务机构', en: 'Assign service tenant' },
      effect: { target: 'ids', sets: { serviceTenantId: 'serviceTenantId' } },
    }),
    tenantPage: op('GET', 'tenantPage', 'policies of the tenants served, paged', {
      params: { current: 'integer?', size: 'integer?' },
      reply: 'page',
      role: 'lookup',
    }),
    ownList: op('GET', 'ownList', 'the tenant’s own policies', { reply: 'records', role: 'lookup' }),
    serviceList: op('GET', 'serviceList', 'the service tenants a policy may be assigned to', {
      reply: 'records',
      role: 'lookup',
    }),
  },
});

export const safetyProdResources = [
  safetyProdHiddenSource,
  safetyProdDangerSourceIdentify,
  safetyProdHiddenIdentify,
  safetyProdTrain,
  safetyProdInsurancePolicy,
];
