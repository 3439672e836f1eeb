import { hiddenDangerResources } from './safety-hidden-danger.ts';
import { safetyManageResources } from './safety-manage.ts';
import { safetyProdResources } from './safety-prod.ts';
import { module, type ScreenSpec } from './types.ts';

/**
 * Safety production and hidden danger (business-modules.md §2 and §7 Safety). The routes the spec names
 * come first; /safetyManage/* names its pages without their paths, so theirs are chosen here, as are
 * the list routes of the entries no spec route shows (`/safety/<entry>`).
 */

const list = (path: string, resource: string, zh: string, en: string, more: Partial<ScreenSpec> = {}) =>
  ({ path, view: 'list', resource, text: { zh, en }, menu: true, ...more }) satisfies ScreenSpec;

const screens: ScreenSpec[] = [
  list(
    '/safetyProd/nbxtSafetyProdDangerSourceIdentify',
    'safety-prod-danger-source-identify',
    '危险源辨识',
    'Danger-source identification',
  ),
  list(
    '/safetyProd/nbxtSafetyProdHiddenIdentify',
    'safety-prod-hidden-identify',
    '隐患辨识',
    'Hidden-danger identification',
  ),
  // Policies of the tenants served (listed through tenantPage), assigned to a service tenant.
  {
    path: '/safetyProd/nbxtSafetyProdInsuranceTenant',
    view: 'custom',
    custom: 'insuranceTenant',
    resource: 'safety-prod-insurance-policy',
    text: { zh: '安责险服务', en: 'Insured tenants' },
    menu: true,
  },
  // /safetyManage/*: the pages the spec names, at chosen paths.
  list(
    '/safetyManage/safetyManageTenant',
    'safety-manage-tenant',
    '企业基础信息表',
    'Enterprise basic information',
  ),
  list('/safetyManage/safetyManageInfo', 'safety-manage-info', '安全基础信息', 'Safety basic information'),
  list(
    '/safetyManage/companyVersion',
    'safety-manage-company-version',
    '专项信息版本列表',
    'Special-information versions',
  ),
  list(
    '/safetyManage/dangerSourceLibrary',
    'safety-manage-ir-danger-source',
    '危险源库',
    'Danger-source library',
  ),
  list(
    '/safetyManage/identifyList',
    'safety-manage-ir-danger-source-identify',
    '辨识清单',
    'Identification list',
  ),
  list('/safetyManage/hiddenLibrary', 'safety-prod-hidden-source', '隐患库', 'Hidden-danger library'),
  list('/safetyManage/hiddenReport', 'safety-manage-inspection-record', '隐患上报', 'Hidden-danger reports'),
  {
    path: '/safetyManage/hiddenReportDetail',
    view: 'detail',
    resource: 'safety-manage-inspection-record',
    text: { zh: '隐患上报详情', en: 'Hidden-danger report' },
  },
  // The visual report: charts of the safety figures (a screen of its own).
  {
    path: '/safetyManage/visualReport',
    view: 'custom',
    custom: 'safetyVisualReport',
    resource: 'safety-screen',
    text: { zh: '可视化报表', en: 'Visual report' },
    menu: true,
  },
  list(
    '/safetyManage/rectifyRecord',
    'safety-manage-inspection-record',
    '整改记录',
    'Rectification records',
    {
      filters: { rectifyStatus: '1' },
    },
  ),
  list('/safetyManage/reviewRecord', 'safety-manage-inspection-record', '复查记录', 'Review records', {
    filters: { rectifyStatus: '2' },
  }),
  // Public lists (platform.md §2.1: no sign-in) of the safetyManage records, whose rows open the public
  // detail pages beside them, which read the same entries: the hidden-danger reports (hiddenReportDetails)
  // and the danger-source identifications with their risk levels (identifyDetails).
  list(
    '/safetyManage/detailedList/hiddenDetailedList',
    'safety-manage-inspection-record',
    '隐患清单',
    'Hidden dangers',
    {
      public: true,
      menu: false,
    },
  ),
  list(
    '/safetyManage/detailedList/riskDetailedList',
    'safety-manage-ir-danger-source-identify',
    '风险清单',
    'Risks',
    {
      public: true,
      menu: false,
    },
  ),
  {
    path: '/safetyManage/detailedList/hiddenReportDetails',
    view: 'detail',
    resource: 'safety-manage-inspection-record',
    text: { zh: '隐患上报详情', en: 'Hidden-danger report' },
    public: true,
  },
  {
    path: '/safetyManage/detailedList/identifyDetails',
    view: 'detail',
    resource: 'safety-manage-ir-danger-source-identify',
    text: { zh: '辨识详情', en: 'Identification details' },
    public: true,
  },
  // Public screens (console.page.safetyDataView / ljScreen).
  {
    path: '/safetyDataView',
    view: 'custom',
    custom: 'safetyDataView',
    resource: 'safety-screen',
    text: { zh: '安全数据大屏', en: 'Safety data view' },
    public: true,
  },
  // The refuse-classification screen (lj: 垃圾), listed among the safety routes by §2.
  {
    path: '/ljScreen',
    view: 'custom',
    custom: 'ljScreen',
    resource: 'refuse-formdata',
    text: { zh: '垃圾分类大屏', en: 'Refuse classification screen' },
    public: true,
  },
  // "A risk screen shows identification, risk lists and statistics, and can send." (path not shown).
  {
    path: '/safety/riskScreen',
    view: 'custom',
    custom: 'riskScreen',
    resource: 'safety-screen',
    text: { zh: '风险大屏', en: 'Risk screen' },
    menu: true,
  },
  // Entries with no spec route.
  list('/safety/hiddenDangerCompany', 'hidden-danger-company', '隐患排查企业', 'Inspected companies'),
  {
    path: '/safety/hiddenDangerCompanyDetail',
    view: 'detail',
    resource: 'hidden-danger-company',
    text: { zh: '企业隐患详情', en: 'Inspected company' },
    related: ['hidden-danger-task', 'hidden-danger-danger', 'hidden-danger-record', 'hidden-danger-risk'].map(
      (resource) => ({ resource, field: 'companyId' }),
    ),
  },
  list('/safety/hiddenDangerRecord', 'hidden-danger-record', '隐患排查记录', 'Hidden-danger records'),
  list('/safety/hiddenDangerTask', 'hidden-danger-task', '排查任务', 'Inspection tasks'),
  list('/safety/hiddenDangerDanger', 'hidden-danger-danger', '隐患信息', 'Hidden dangers'),
  list('/safety/hiddenDangerRule', 'hidden-danger-rule', '排查标准', 'Inspection rules'),
  list('/safety/hiddenDangerRisk', 'hidden-danger-risk', '风险点', 'Risk points'),
  list('/safety/hiddenDangerRiskRule', 'hidden-danger-risk-rule', '风险分级规则', 'Risk grading rules'),
  list('/safety/hiddenDangerRiskCheck', 'hidden-danger-risk-check', '风险点检查', 'Risk checks'),
  list('/safety/safetyProdTrain', 'safety-prod-train', '安全培训', 'Safety training'),
  list(
    '/safety/safetyProdInsurancePolicy',
    'safety-prod-insurance-policy',
    '安责险保单',
    'Safety liability policies',
  ),
  list(
    '/safety/safetyManageIrDangerType',
    'safety-manage-ir-danger-type',
    '危险源类型',
    'Danger-source types',
  ),
  list(
    '/safety/safetyManageIrDangerSourceSymbol',
    'safety-manage-ir-danger-source-symbol',
    '安全标志',
    'Safety signs',
  ),
  list('/safety/safetyManageIrTenant', 'safety-manage-ir-tenant', '企业危险源', 'Company danger sources'),
  list('/safety/safetyManageInspection', 'safety-manage-inspection', '安全巡查', 'Safety inspections'),
  list('/safety/safetyManageTrain', 'safety-manage-train', '企业安全培训', 'Company safety training'),
  list('/safety/safetyManageCommRecord', 'safety-manage-comm-record', '沟通记录', 'Communication records'),
  list('/safety/safetyManageCommUnit', 'safety-manage-comm-unit', '沟通单位', 'Communication units'),
  list('/safety/safetyManageContractSource', 'safety-manage-contract-source', '合同来源', 'Contract sources'),
  list(
    '/safety/safetyManagePublicLibAuth',
    'safety-manage-public-lib-auth',
    '公共库授权',
    'Public library access',
  ),
  list('/safety/riskCompany', 'risk-company', '风险企业', 'Risk companies'),
  {
    path: '/safety/riskCompanyDetail',
    view: 'detail',
    resource: 'risk-company',
    text: { zh: '风险企业详情', en: 'Risk company' },
    related: [{ resource: 'risk-gov-safety-ctrl-comp-feature', field: 'companyId' }],
  },
  list(
    '/safety/riskGovSafetyCtrlCompFeature',
    'risk-gov-safety-ctrl-comp-feature',
    '重点监管企业特征',
    'Supervised company features',
  ),
];

export const safety = module({
  name: 'safety',
  text: { zh: '安全生产与隐患', en: 'Safety production and hidden danger' },
  icon: 'IconShieldCheck',
  resources: [...hiddenDangerResources, ...safetyProdResources, ...safetyManageResources],
  screens,
});
