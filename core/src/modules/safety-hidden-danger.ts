import { op, resource, text } from '../resources/define.ts';
import { choices, day, id, long, num, time } from './common-fields.ts';
import { checkRecordFields, HIDDEN_LEVELS, RECTIFY_STATES, RISK_LEVELS } from './safety-values.ts';

/**
 * Hidden-danger investigation, company risk and the risk screen (business-modules.md §7 Safety:
 * "hiddenDanger/record and hiddenDanger/company: page. hiddenDanger/task, danger, risk, riskRule, rule,
 * riskCheck: standard." "risk/company, risk/govSafetyCtrlCompFeature: standard." "safety/screen:
 * listIdentifyAll, listRisk, statistics, send."). Fields beyond the calls are not shown: these are the
 * ones such registers carry.
 */

const pageOnly = { list: { style: 'page', path: 'page' }, standard: ['list'] } as const;

export const hiddenDangerCompany = resource('hidden-danger-company', {
  path: '/hiddenDanger/company',
  zh: '隐患排查企业',
  en: 'Inspected companies',
  ...pageOnly,
  fields: [
    text('companyName', '企业名称', 'Company', { kind: 'company', list: true, filter: 'like' }),
    text('socialCreditCode', '统一社会信用代码', 'Social credit code', { kind: 'code', list: true }),
    text('legalPerson', '法定代表人', 'Legal representative', { kind: 'person' }),
    text('contactPerson', '联系人', 'Contact', { kind: 'person', list: true }),
    text('contactPhone', '联系电话', 'Phone', { kind: 'phone', list: true }),
    text('industry', '所属行业', 'Industry', { filter: 'like' }),
    text('address', '企业地址', 'Address', { kind: 'address' }),
    num('riskLevel', '风险等级', 'Risk level', { list: true, filter: 'equal', choices: RISK_LEVELS }),
    num('hiddenCount', '隐患数', 'Hidden dangers', { list: true, readOnly: true }),
  ],
});

const hiddenCheck = checkRecordFields('hidden-danger-company');

export const hiddenDangerRecord = resource('hidden-danger-record', {
  path: '/hiddenDanger/record',
  zh: '隐患排查记录',
  en: 'Hidden-danger records',
  ...pageOnly,
  fields: [
    hiddenCheck.hiddenName(),
    hiddenCheck.companyId(),
    hiddenCheck.companyName(),
    hiddenCheck.hiddenLevel({ filter: 'equal' }),
    text('location', '隐患部位', 'Location', { kind: 'address' }),
    hiddenCheck.description(),
    text('discoverer', '排查人', 'Found by', { kind: 'person' }),
    time('discoverTime', '排查时间', 'Found at', { list: true }),
    day('rectifyDeadline', '整改期限', 'Rectify by'),
    hiddenCheck.rectifyStatus({ initial: '0' }),
    text('images', '隐患照片', 'Photos', { kind: 'image' }),
  ],
});

export const hiddenDangerTask = resource('hidden-danger-task', {
  path: '/hiddenDanger/task',
  zh: '排查任务',
  en: 'Inspection tasks',
  fields: [
    text('taskName', '任务名称', 'Task', {
      kind: 'title',
      samples: [
        '月度隐患排查',
        '节前安全隐患排查',
        '消防安全专项排查',
        '用电安全专项排查',
        '危化品专项排查',
        '汛期隐患排查',
        '特种设备隐患排查',
        '有限空间隐患排查',
      ],
      list: true,
      filter: 'like',
      required: true,
    }),
    id('companyId', '排查企业', 'Company', { ref: 'hidden-danger-company', required: true }),
    text('companyName', '企业名称', 'Company', {
      kind: 'company',
      list: true,
      follows: { ref: 'companyId', field: 'companyName' },
    }),
    num('checkType', '排查类型', 'Kind', {
      list: true,
      filter: 'equal',
      choices: choices(
        ['1', '日常排查', 'Routine'],
        ['2', '专项排查', 'Special'],
        ['3', '季节性排查', 'Seasonal'],
      ),
    }),
    text('inspector', '排查人', 'Inspector', { kind: 'person', list: true }),
    day('planStartDate', '计划开始日期', 'Starts', { list: true }),
    day('planEndDate', '计划结束日期', 'Ends', { notBefore: 'planStartDate' }),
    num('status', '任务状态', 'Status', {
      list: true,
      initial: '0',
      choices: choices(
        ['0', '未开始', 'Not started'],
        ['1', '进行中', 'In progress'],
        ['2', '已完成', 'Done'],
      ),
    }),
  ],
});

export const hiddenDangerRule = resource('hidden-danger-rule', {
  path: '/hiddenDanger/rule',
  zh: '排查标准',
  en: 'Inspection rules',
  fields: [
    text('ruleCode', '标准编号', 'Code', { kind: 'code', list: true, filter: 'like' }),
    text('ruleName', '标准名称', 'Rule', {
      kind: 'title',
      samples: [
        '消防设施完好性检查标准',
        '安全出口与疏散通道检查标准',
        '配电设施安全检查标准',
        '危化品储存检查标准',
        '特种设备使用检查标准',
        '有限空间作业检查标准',
        '劳动防护用品检查标准',
        '安全警示标志检查标准',
      ],
      list: true,
      filter: 'like',
      required: true,
    }),
    long('checkContent', '排查内容', 'What to check', { kind: 'content', required: true }),
    text('checkBasis', '排查依据', 'Basis', { list: true }),
    num('hiddenLevel', '隐患等级', 'Grade', { list: true, choices: HIDDEN_LEVELS }),
  ],
});

export const hiddenDangerDanger = resource('hidden-danger-danger', {
  path: '/hiddenDanger/danger',
  zh: '隐患信息',
  en: 'Hidden dangers',
  fields: [
    text('dangerName', '隐患名称', 'Hidden danger', {
      kind: 'hazard',
      list: true,
      filter: 'like',
      required: true,
    }),
    id('taskId', '排查任务', 'Task', { ref: 'hidden-danger-task' }),
    id('ruleId', '排查标准', 'Rule', { ref: 'hidden-danger-rule' }),
    id('companyId', '企业', 'Company', { ref: 'hidden-danger-company', required: true }),
    text('companyName', '企业名称', 'Company', {
      kind: 'company',
      list: true,
      follows: { ref: 'companyId', field: 'companyName' },
    }),
    num('hiddenLevel', '隐患等级', 'Grade', { list: true, filter: 'equal', choices: HIDDEN_LEVELS }),
    text('location', '隐患部位', 'Location', { kind: 'address' }),
    long('description', '隐患描述', 'Description', { kind: 'content' }),
    text('rectifyPerson', '整改责任人', 'Responsible', { kind: 'person', list: true }),
    day('rectifyDeadline', '整改期限', 'Rectify by', { list: true }),
    num('rectifyStatus', '整改状态', 'Rectification', {
      list: true,
      filter: 'equal',
      initial: '0',
      choices: RECTIFY_STATES,
    }),
  ],
});

export const hiddenDangerRisk = resource('hidden-danger-risk', {
  path: '/hiddenDanger/risk',
  zh: '风险点',
  en: 'Risk points',
  fields: [
    text('riskName', '风险点名称', 'Risk point', {
      kind: 'risk',
      list: true,
      filter: 'like',
      required: true,
    }),
    id('companyId', '企业', 'Company', { ref: 'hidden-danger-company', required: true }),
    text('companyName', '企业名称', 'Company', {
      kind: 'company',
      list: true,
      follows: { ref: 'companyId', field: 'companyName' },
    }),
    num('riskLevel', '风险等级', 'Risk level', { list: true, filter: 'equal', choices: RISK_LEVELS }),
    text('location', '所在位置', 'Location', { kind: 'address' }),
    text('accidentType', '可能导致的事故', 'Possible accident', { list: true }),
    long('controlMeasures', '管控措施', 'Controls', { kind: 'content' }),
    text('responsiblePerson', '责任人', 'Responsible', { kind: 'person', list: true }),
  ],
});

export const hiddenDangerRiskRule = resource('hidden-danger-risk-rule', {
  path: '/hiddenDanger/riskRule',
  zh: '风险分级规则',
  en: 'Risk grading rules',
  fields: [
    text('ruleName', '规则名称', 'Rule', {
      kind: 'title',
      samples: [
        '作业条件危险性评价（LEC）',
        '风险矩阵评价（LS）',
        '重大危险源辨识',
        '工艺危害分析',
        '安全检查表分析',
        '作业危害分析',
      ],
      list: true,
      filter: 'like',
      required: true,
    }),
    num('riskLevel', '风险等级', 'Risk level', { list: true, choices: RISK_LEVELS, required: true }),
    num('scoreMin', '分值下限', 'From score', { list: true }),
    num('scoreMax', '分值上限', 'To score', { list: true }),
    long('description', '说明', 'Description', { kind: 'content' }),
  ],
});

export const hiddenDangerRiskCheck = resource('hidden-danger-risk-check', {
  path: '/hiddenDanger/riskCheck',
  zh: '风险点检查',
  en: 'Risk checks',
  fields: [
    id('riskId', '风险点', 'Risk point', { ref: 'hidden-danger-risk', required: true }),
    text('riskName', '风险点名称', 'Risk point', {
      kind: 'risk',
      list: true,
      filter: 'like',
      follows: { ref: 'riskId', field: 'riskName' },
    }),
    text('checker', '检查人', 'Checker', { kind: 'person', list: true }),
    time('checkTime', '检查时间', 'Checked at', { list: true }),
    num('checkResult', '检查结果', 'Result', {
      list: true,
      filter: 'equal',
      choices: choices(['1', '正常', 'Normal'], ['2', '异常', 'Abnormal']),
    }),
    long('remark', '备注', 'Remark'),
  ],
});

export const riskCompany = resource('risk-company', {
  path: '/risk/company',
  zh: '风险企业',
  en: 'Risk companies',
  fields: [
    text('companyName', '企业名称', 'Company', {
      kind: 'company',
      list: true,
      filter: 'like',
      required: true,
    }),
    text('socialCreditCode', '统一社会信用代码', 'Social credit code', { kind: 'code', list: true }),
    text('industry', '所属行业', 'Industry', { list: true, filter: 'like' }),
    text('area', '所属区域', 'Area', { kind: 'area' }),
    text('address', '企业地址', 'Address', { kind: 'address' }),
    text('contactPerson', '联系人', 'Contact', { kind: 'person' }),
    text('contactPhone', '联系电话', 'Phone', { kind: 'phone', list: true }),
    num('riskLevel', '风险等级', 'Risk level', { list: true, filter: 'equal', choices: RISK_LEVELS }),
  ],
});

/** Features a supervised company is marked by, and the values each takes (seed hints). */
const FEATURES: Record<string, readonly string[]> = {
  涉及危险化学品: ['是', '否'],
  粉尘涉爆: ['是', '否'],
  有限空间作业: ['是', '否'],
  涉氨制冷: ['是', '否'],
  重点监管危险化工工艺: ['氯化工艺', '硝化工艺', '氧化工艺', '无'],
  消防安全重点单位: ['是', '否'],
  从业人员数: ['36人', '86人', '152人', '320人', '1200人'],
  安全生产标准化等级: ['一级', '二级', '三级', '未达标'],
};

export const riskGovSafetyCtrlCompFeature = resource('risk-gov-safety-ctrl-comp-feature', {
  path: '/risk/govSafetyCtrlCompFeature',
  zh: '重点监管企业特征',
  en: 'Supervised company features',
  fields: [
    id('companyId', '企业', 'Company', { ref: 'risk-company', required: true }),
    text('companyName', '企业名称', 'Company', {
      kind: 'company',
      list: true,
      filter: 'like',
      follows: { ref: 'companyId', field: 'companyName' },
    }),
    text('featureName', '特征名称', 'Feature', {
      list: true,
      required: true,
      samples: Object.keys(FEATURES),
    }),
    text('featureValue', '特征值', 'Value', { list: true, samples: { by: 'featureName', values: FEATURES } }),
    num('riskScore', '风险分值', 'Risk score', { list: true }),
    long('remark', '备注', 'Remark'),
  ],
});

/**
 * The risk screen's data: one row per identified risk of a company. Its calls are read-only except
 * `send` (the spec shows their names only: GET for the reads, POST for send, arguments chosen here).
 */
export const safetyScreen = resource('safety-screen', {
  path: '/safety/screen',
  zh: '风险大屏',
  en: 'Risk screen',
  standard: [],
  fields: [
    text('companyName', '企业名称', 'Company', { kind: 'company', list: true }),
    text('riskName', '风险名称', 'Risk', { kind: 'risk', list: true }),
    num('riskLevel', '风险等级', 'Risk level', { list: true, choices: RISK_LEVELS }),
    num('hiddenCount', '隐患数', 'Hidden dangers', { list: true }),
    time('identifyTime', '辨识时间', 'Identified at', { list: true }),
  ],
  operations: {
    listIdentifyAll: op('GET', 'listIdentifyAll', 'every identification (the screen’s list)', {
      reply: 'records',
      role: 'lookup',
      text: { zh: '辨识清单', en: 'Identifications' },
    }),
    listRisk: op('GET', 'listRisk', 'the risks, by company', {
      reply: 'records',
      role: 'lookup',
      text: { zh: '风险清单', en: 'Risks' },
    }),
    statistics: op('GET', 'statistics', 'risk counts by level', {
      reply: 'figures',
      role: 'statistics',
      text: { zh: '风险统计', en: 'Risk counts' },
      figures: {
        total: { zh: '风险总数', en: 'Risks' },
        major: { zh: '重大风险', en: 'Major', where: { riskLevel: '1' } },
        high: { zh: '较大风险', en: 'High', where: { riskLevel: '2' } },
        moderate: { zh: '一般风险', en: 'Moderate', where: { riskLevel: '3' } },
        low: { zh: '低风险', en: 'Low', where: { riskLevel: '4' } },
        hidden: { zh: '隐患总数', en: 'Hidden dangers', sum: 'hiddenCount' },
      },
    }),
    // Sends the risk notice to the chosen companies (argument names chosen: ids and content).
    send: op('POST', 'send', 'send the risk notice to companies', {
      params: { ids: 'ids?', content: 'string?' },
      reply: 'flag',
      role: 'toolbar',
      scope: { zh: '风险清单上的全部企业', en: 'every company on the risk list' },
      text: { zh: '发送', en: 'Send' },
      effect: { none: 'sends the risk notice to the companies (messages)' },
    }),
  },
});

export const hiddenDangerResources = [
  hiddenDangerCompany,
  hiddenDangerRecord,
  hiddenDangerTask,
  hiddenDangerRule,
  hiddenDangerDanger,
  hiddenDangerRisk,
  hiddenDangerRiskRule,
  hiddenDangerRiskCheck,
  riskCompany,
  riskGovSafetyCtrlCompFeature,
  safetyScreen,
];
