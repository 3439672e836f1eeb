import { op, resource, text } from '../resources/define.ts';
import { choices, day, ENABLED, id, long, num, time } from './common-fields.ts';
import { checkRecordFields, RISK_LEVELS, TRAIN_TITLES } from './safety-values.ts';

/**
 * Enterprise safety management (business-modules.md §7 Safety: "safetyManage: safetyManageInspectionRecord,
 * safetyManageIrDangerType, safetyManageIrDangerSourceIdentify, safetyManageIrDangerSource,
 * safetyManageIrDangerSourceSymbol, safetyManageIrTenant, safetyManageTenant, safetyManageInspection,
 * safetyManageTrain (page is POST with query params), safetyManageInfo, safetyManageCommRecord,
 * publicLibAuth. Also danger symbol, comm unit, contract source, company version, inspectionSwitch, export
 * and download calls (shapes not shown). POST safetyManageTenant/initContactNumber.").
 *
 * The line shows no shapes: each resource gets BladeX's standard calls. The calls of its last sentence
 * but one are declared with chosen paths and arguments (marked "not shown" below) and are not spec-call
 * data.
 */

const base = '/safetyManage';

/** A read-only spreadsheet of the list (filters in the body). Not shown in the spec. */
const exportOp = (what: string) =>
  op('POST', 'export', `${what} as a spreadsheet (not shown in the spec)`, {
    safe: true,
    download: 'export',
    role: 'toolbar',
    text: { zh: '导出', en: 'Export' },
  });

export const safetyManageTenant = resource('safety-manage-tenant', {
  path: `${base}/safetyManageTenant`,
  zh: '企业基础信息',
  en: 'Enterprise basic information',
  fields: [
    text('companyName', '企业名称', 'Company', {
      kind: 'company',
      list: true,
      filter: 'like',
      required: true,
    }),
    text('socialCreditCode', '统一社会信用代码', 'Social credit code', {
      kind: 'code',
      list: true,
      required: true,
    }),
    text('legalPerson', '法定代表人', 'Legal representative', { kind: 'person' }),
    text('contactPerson', '联系人', 'Contact', { kind: 'person', list: true }),
    text('contactNumber', '联系电话', 'Phone', { kind: 'phone', list: true }),
    text('industry', '所属行业', 'Industry', { filter: 'like' }),
    text('area', '所属区域', 'Area', { kind: 'area' }),
    text('address', '企业地址', 'Address', { kind: 'address' }),
    num('employeeCount', '从业人数', 'Employees'),
    num('riskLevel', '风险等级', 'Risk level', { list: true, choices: RISK_LEVELS }),
    num('inspectionSwitch', '巡查开关', 'Inspections', { list: true, choices: ENABLED }),
  ],
  operations: {
    // Fills each company's contact number from its account (arguments not shown: none taken).
    initContactNumber: op('POST', 'initContactNumber', 'fill in the companies’ contact numbers', {
      args: 'none',
      reply: 'flag',
      role: 'toolbar',
      scope: { zh: '全部未填联系电话的企业', en: 'every company without a contact number' },
      text: { zh: '初始化联系电话', en: 'Fill in contact numbers' },
      // Those without one take the number the platform's company records hold for their credit code.
      effect: {
        handler: 'batch-writes.ts: the contact numbers of the companies without one',
        shows: {
          first: [
            {
              call: 'submit',
              given: {
                companyName: '~',
                socialCreditCode: '@risk-company.socialCreditCode',
                contactNumber: '=',
              },
            },
          ],
          read: 'list',
          holds: {
            socialCreditCode: '@risk-company.socialCreditCode',
            contactNumber: '@risk-company.contactPhone',
          },
        },
      },
    }),
    // Not shown: the path and its arguments (id, inspectionSwitch in the query) are chosen here.
    inspectionSwitch: op('POST', 'inspectionSwitch', 'turn a company’s inspections on or off (not shown)', {
      args: 'none',
      params: { id: 'id', inspectionSwitch: 'integer' },
      reply: 'flag',
      role: 'row',
      text: { zh: '巡查开关', en: 'Switch inspections' },
      effect: { target: 'id', sets: { inspectionSwitch: 'inspectionSwitch' } },
    }),
    export: exportOp('companies'),
  },
});

export const safetyManageInfo = resource('safety-manage-info', {
  path: `${base}/safetyManageInfo`,
  zh: '安全基础信息',
  en: 'Safety basic information',
  fields: [
    id('companyId', '企业', 'Company', { ref: 'safety-manage-tenant', required: true }),
    text('companyName', '企业名称', 'Company', {
      kind: 'company',
      list: true,
      filter: 'like',
      follows: { ref: 'companyId', field: 'companyName' },
    }),
    text('safetyDirector', '安全负责人', 'Safety director', { kind: 'person', list: true }),
    text('safetyDirectorPhone', '负责人电话', 'Director’s phone', { kind: 'phone', list: true }),
    num('safetyStaffCount', '专职安全员人数', 'Safety officers', { list: true }),
    text('licenseNo', '安全生产许可证号', 'Safety licence', { kind: 'code' }),
    day('lastAssessmentDate', '最近评价日期', 'Last assessed', { list: true }),
  ],
});

// Not shown ("company version"): the versions of a company's special information.
export const safetyManageCompanyVersion = resource('safety-manage-company-version', {
  path: `${base}/safetyManageCompanyVersion`,
  zh: '专项信息版本',
  en: 'Special-information versions',
  fields: [
    id('companyId', '企业', 'Company', { ref: 'safety-manage-tenant', required: true }),
    text('companyName', '企业名称', 'Company', {
      kind: 'company',
      list: true,
      filter: 'like',
      follows: { ref: 'companyId', field: 'companyName' },
    }),
    text('version', '版本号', 'Version', { kind: 'code', list: true, required: true }),
    time('createTime', '创建时间', 'Created', { list: true, readOnly: true }),
    long('remark', '说明', 'Notes'),
  ],
});

export const safetyManageIrDangerType = resource('safety-manage-ir-danger-type', {
  path: `${base}/safetyManageIrDangerType`,
  zh: '危险源类型',
  en: 'Danger-source types',
  fields: [
    text('typeName', '类型名称', 'Type', {
      list: true,
      filter: 'like',
      required: true,
      samples: [
        '电气类',
        '消防类',
        '危险化学品类',
        '特种设备类',
        '机械设备类',
        '有限空间类',
        '高处作业类',
        '建筑施工类',
        '交通运输类',
        '职业卫生类',
      ],
    }),
    text('typeCode', '类型编码', 'Code', { kind: 'code', list: true }),
    num('sort', '排序', 'Order', { list: true }),
  ],
});

export const safetyManageIrDangerSourceSymbol = resource('safety-manage-ir-danger-source-symbol', {
  path: `${base}/safetyManageIrDangerSourceSymbol`,
  zh: '安全标志',
  en: 'Safety signs',
  fields: [
    // By its kind (GB 2894): what a prohibition, warning, mandatory or information sign says.
    text('symbolName', '标志名称', 'Sign', {
      list: true,
      filter: 'like',
      required: true,
      samples: {
        by: 'symbolType',
        values: {
          '1': ['禁止吸烟', '禁止烟火', '禁止用水灭火', '禁止攀登', '禁止合闸', '禁止堆放'],
          '2': ['当心触电', '当心火灾', '当心爆炸', '当心中毒', '当心机械伤人', '注意安全'],
          '3': ['必须戴安全帽', '必须系安全带', '必须戴防护手套', '必须戴防毒面具', '必须穿防护鞋'],
          '4': ['紧急出口', '避险处', '应急避难场所', '急救点', '可动火区'],
        },
      },
    }),
    num('symbolType', '标志类别', 'Kind', {
      list: true,
      filter: 'equal',
      choices: choices(
        ['1', '禁止标志', 'Prohibition'],
        ['2', '警告标志', 'Warning'],
        ['3', '指令标志', 'Mandatory'],
        ['4', '提示标志', 'Information'],
      ),
    }),
    text('symbolImage', '标志图片', 'Image', { kind: 'image', list: true }),
  ],
  operations: {
    // "danger symbol": not shown; every sign, for the danger-source form's chooser.
    listAll: op('GET', 'listAll', 'every safety sign (not shown)', { reply: 'records', role: 'lookup' }),
  },
});

export const safetyManageIrDangerSource = resource('safety-manage-ir-danger-source', {
  path: `${base}/safetyManageIrDangerSource`,
  zh: '危险源库',
  en: 'Danger-source library',
  fields: [
    text('sourceName', '危险源名称', 'Danger source', {
      kind: 'risk',
      list: true,
      filter: 'like',
      required: true,
    }),
    id('dangerTypeId', '危险源类型', 'Type', { ref: 'safety-manage-ir-danger-type', required: true }),
    text('accidentType', '可能导致的事故', 'Possible accident', { list: true }),
    num('riskLevel', '风险等级', 'Risk level', { list: true, filter: 'equal', choices: RISK_LEVELS }),
    long('controlMeasures', '管控措施', 'Controls', { kind: 'content' }),
    id('symbolIds', '安全标志', 'Safety signs', { ref: 'safety-manage-ir-danger-source-symbol' }),
  ],
});

export const safetyManageIrDangerSourceIdentify = resource('safety-manage-ir-danger-source-identify', {
  path: `${base}/safetyManageIrDangerSourceIdentify`,
  zh: '辨识清单',
  en: 'Identification list',
  fields: [
    id('dangerSourceId', '危险源', 'Danger source', {
      ref: 'safety-manage-ir-danger-source',
      required: true,
    }),
    text('sourceName', '危险源名称', 'Danger source', {
      kind: 'risk',
      list: true,
      filter: 'like',
      follows: { ref: 'dangerSourceId', field: 'sourceName' },
    }),
    id('companyId', '企业', 'Company', { ref: 'safety-manage-tenant' }),
    text('companyName', '企业名称', 'Company', {
      kind: 'company',
      list: true,
      filter: 'like',
      follows: { ref: 'companyId', field: 'companyName' },
    }),
    text('location', '所在位置', 'Location', { kind: 'address' }),
    num('riskLevel', '风险等级', 'Risk level', { list: true, choices: RISK_LEVELS }),
    text('identifier', '辨识人', 'Identified by', { kind: 'person' }),
    day('identifyDate', '辨识日期', 'Identified on', { list: true }),
  ],
  operations: { export: exportOp('identifications') },
});

export const safetyManageIrTenant = resource('safety-manage-ir-tenant', {
  path: `${base}/safetyManageIrTenant`,
  zh: '企业危险源',
  en: 'Company danger sources',
  fields: [
    id('companyId', '企业', 'Company', { ref: 'safety-manage-tenant', required: true }),
    text('companyName', '企业名称', 'Company', {
      kind: 'company',
      list: true,
      filter: 'like',
      follows: { ref: 'companyId', field: 'companyName' },
    }),
    id('dangerSourceId', '危险源', 'Danger source', {
      ref: 'safety-manage-ir-danger-source',
      required: true,
    }),
    text('sourceName', '危险源名称', 'Danger source', {
      kind: 'risk',
      list: true,
      follows: { ref: 'dangerSourceId', field: 'sourceName' },
    }),
    num('riskLevel', '风险等级', 'Risk level', { list: true, choices: RISK_LEVELS }),
    text('responsiblePerson', '责任人', 'Responsible', { kind: 'person', list: true }),
  ],
});

export const safetyManageInspection = resource('safety-manage-inspection', {
  path: `${base}/safetyManageInspection`,
  zh: '安全巡查',
  en: 'Safety inspections',
  fields: [
    text('inspectionName', '巡查名称', 'Inspection', {
      kind: 'title',
      samples: [
        '季度消防安全巡查',
        '节前安全生产检查',
        '汛期安全专项巡查',
        '危化品仓库专项检查',
        '用电安全巡查',
        '特种设备专项检查',
        '有限空间作业专项检查',
        '夏季高温安全巡查',
      ],
      list: true,
      filter: 'like',
      required: true,
    }),
    id('companyId', '企业', 'Company', { ref: 'safety-manage-tenant', required: true }),
    text('companyName', '企业名称', 'Company', {
      kind: 'company',
      list: true,
      filter: 'like',
      follows: { ref: 'companyId', field: 'companyName' },
    }),
    text('inspector', '巡查人', 'Inspector', { kind: 'person', list: true }),
    day('planDate', '计划日期', 'Planned on', { list: true }),
    num('status', '巡查状态', 'Status', {
      list: true,
      filter: 'equal',
      initial: '0',
      choices: choices(['0', '待巡查', 'Planned'], ['1', '已巡查', 'Done']),
    }),
  ],
});

const inspectionCheck = checkRecordFields('safety-manage-tenant');

export const safetyManageInspectionRecord = resource('safety-manage-inspection-record', {
  path: `${base}/safetyManageInspectionRecord`,
  zh: '隐患上报记录',
  en: 'Hidden-danger reports',
  fields: [
    id('inspectionId', '巡查', 'Inspection', { ref: 'safety-manage-inspection' }),
    inspectionCheck.companyId({ required: true }),
    inspectionCheck.companyName(),
    inspectionCheck.hiddenName({ required: true }),
    inspectionCheck.hiddenLevel(),
    inspectionCheck.description(),
    text('images', '现场照片', 'Photos', { kind: 'image' }),
    text('reporter', '上报人', 'Reported by', { kind: 'person' }),
    time('reportTime', '上报时间', 'Reported at', { list: true }),
    long('rectifyContent', '整改情况', 'Rectification', { kind: 'content' }),
    long('reviewOpinion', '复查意见', 'Review', { kind: 'content' }),
    inspectionCheck.rectifyStatus({ filter: 'equal', initial: '0' }),
  ],
  operations: {
    export: exportOp('hidden-danger reports'),
    // Not shown: the report of one record as a file (GET download/{id}).
    download: op('GET', 'download/{id}', 'one report as a file (not shown)', {
      safe: true,
      download: 'file',
      reply: 'file',
      role: 'row',
      text: { zh: '下载报告', en: 'Download report' },
    }),
  },
});

export const safetyManageTrain = resource('safety-manage-train', {
  path: `${base}/safetyManageTrain`,
  zh: '企业安全培训',
  en: 'Company safety training',
  // The list: POST page with current, size and the filters in the query.
  standard: ['detail', 'submit', 'remove'],
  fields: [
    text('trainTitle', '培训主题', 'Subject', {
      kind: 'title',
      samples: TRAIN_TITLES,
      list: true,
      filter: 'like',
      required: true,
    }),
    id('companyId', '企业', 'Company', { ref: 'safety-manage-tenant' }),
    text('companyName', '企业名称', 'Company', {
      kind: 'company',
      list: true,
      filter: 'like',
      follows: { ref: 'companyId', field: 'companyName' },
    }),
    time('trainTime', '培训时间', 'Held at', { list: true, required: true }),
    text('lecturer', '授课人', 'Lecturer', { kind: 'person', list: true }),
    num('participantCount', '参训人数', 'Participants', { list: true }),
    num('duration', '学时', 'Hours'),
    long('content', '培训内容', 'Content', { kind: 'content' }),
  ],
  operations: {
    list: op('POST', 'page', 'training sessions, paged (filters, current and size in the query)', {
      safe: true,
      args: 'query',
      params: { current: 'integer?', size: 'integer?' },
      reply: 'page',
    }),
  },
});

export const safetyManageCommRecord = resource('safety-manage-comm-record', {
  path: `${base}/safetyManageCommRecord`,
  zh: '沟通记录',
  en: 'Communication records',
  fields: [
    id('commUnitId', '沟通单位', 'Unit', { ref: 'safety-manage-comm-unit', required: true }),
    text('commUnitName', '单位名称', 'Unit', { kind: 'company', list: true, filter: 'like' }),
    text('commPerson', '沟通人', 'By', { kind: 'person', list: true }),
    time('commTime', '沟通时间', 'At', { list: true }),
    num('commType', '沟通方式', 'Channel', {
      list: true,
      choices: choices(['1', '电话', 'Phone'], ['2', '现场', 'On site'], ['3', '会议', 'Meeting']),
    }),
    long('commContent', '沟通内容', 'Content', { kind: 'content', required: true }),
  ],
});

// Not shown ("comm unit"): the units communication records name.
export const safetyManageCommUnit = resource('safety-manage-comm-unit', {
  path: `${base}/safetyManageCommUnit`,
  zh: '沟通单位',
  en: 'Communication units',
  fields: [
    text('unitName', '单位名称', 'Unit', { kind: 'company', list: true, filter: 'like', required: true }),
    text('contactPerson', '联系人', 'Contact', { kind: 'person', list: true }),
    text('contactPhone', '联系电话', 'Phone', { kind: 'phone', list: true }),
    text('address', '地址', 'Address', { kind: 'address' }),
  ],
});

// Not shown ("contract source"): the service contracts a company's safety services come from.
export const safetyManageContractSource = resource('safety-manage-contract-source', {
  path: `${base}/safetyManageContractSource`,
  zh: '合同来源',
  en: 'Contract sources',
  fields: [
    id('companyId', '企业', 'Company', { ref: 'safety-manage-tenant', required: true }),
    text('companyName', '企业名称', 'Company', {
      kind: 'company',
      list: true,
      filter: 'like',
      follows: { ref: 'companyId', field: 'companyName' },
    }),
    text('contractNo', '合同编号', 'Contract number', { kind: 'code', list: true, filter: 'like' }),
    text('sourceName', '来源', 'Source', {
      list: true,
      samples: ['公开招标', '竞争性磋商', '单一来源采购', '政府购买服务', '企业自主委托', '合同续签'],
    }),
    day('startDate', '开始日期', 'Starts', { list: true }),
    day('endDate', '结束日期', 'Ends', { notBefore: 'startDate' }),
  ],
});

export const safetyManagePublicLibAuth = resource('safety-manage-public-lib-auth', {
  path: `${base}/publicLibAuth`,
  zh: '公共库授权',
  en: 'Public library access',
  fields: [
    text('tenantId', '租户', 'Tenant', { kind: 'code', list: true, filter: 'equal', required: true }),
    text('tenantName', '租户名称', 'Tenant', { kind: 'company', list: true }),
    num('libType', '库类别', 'Library', {
      list: true,
      choices: choices(['1', '危险源库', 'Danger sources'], ['2', '隐患库', 'Hidden dangers']),
    }),
    num('status', '状态', 'Status', { list: true, initial: '1', choices: ENABLED }),
  ],
});

export const safetyManageResources = [
  safetyManageTenant,
  safetyManageInfo,
  safetyManageCompanyVersion,
  safetyManageIrDangerType,
  safetyManageIrDangerSourceSymbol,
  safetyManageIrDangerSource,
  safetyManageIrDangerSourceIdentify,
  safetyManageIrTenant,
  safetyManageInspection,
  safetyManageInspectionRecord,
  safetyManageTrain,
  safetyManageCommRecord,
  safetyManageCommUnit,
  safetyManageContractSource,
  safetyManagePublicLibAuth,
];
