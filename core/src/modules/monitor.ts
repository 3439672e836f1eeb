import { serviceResources } from './monitor-service.ts';
import { supervisionResources } from './monitor-supervision.ts';
import { module, type ScreenSpec } from './types.ts';

/**
 * Monitoring and supervision (business-modules.md §2 Monitoring, §4 complaint handling, §6, §7). The
 * spec names the /monitor/* routes, not what each shows; the entries without a route get `/monitor/<entry>`.
 * The module is named `supervision`: its name is its top menu's code, and `monitor` is the code of the
 * platform's own 系统监控 menu (fixtures/sandbox/menu.json).
 */

const screen = (
  path: string,
  view: ScreenSpec['view'],
  resource: string | undefined,
  zh: string,
  en: string,
  more: Partial<ScreenSpec> = {},
) => ({ path, view, ...(resource ? { resource } : {}), text: { zh, en }, ...more }) satisfies ScreenSpec;

const screens: ScreenSpec[] = [
  // Public (platform.md §2.1): the monitoring screen.
  screen('/monitorStatic', 'custom', 'monitor-visual-data', '监督大屏', 'Monitoring screen', {
    custom: 'monitorStatic',
    public: true,
  }),
  // §4: handle (operate 1, a new status) and reply (operate 2, status 3, replyContent) on one complaint.
  screen('/monitor/complainDetail', 'custom', 'monitor-complaint', '投诉处理', 'Handle a complaint', {
    custom: 'complainDetail',
  }),
  screen('/monitor/replyDetail', 'custom', 'monitor-complaint', '投诉回复', 'Reply to a complaint', {
    custom: 'replyDetail',
  }),
  screen('/monitor/monitorDetail', 'detail', 'monitor-tenant', '监测详情', 'Monitored tenant', {
    related: [
      { resource: 'monitor-record', field: 'monitorTenantId' },
      { resource: 'monitor-warning-record', field: 'monitorTenantId' },
      { resource: 'monitor-supervise-info', field: 'monitorTenantId' },
    ],
    links: [
      {
        path: '/monitor/contractServeRecords',
        on: 'toolbar',
        text: { zh: '服务记录', en: 'Service records' },
      },
    ],
  }),
  // "User-role page lists users and assistants" (page and assistantPage).
  screen(
    '/monitor/monitorMemberList',
    'custom',
    'monitor-user-role',
    '监督人员',
    'Supervisors and assistants',
    {
      custom: 'monitorMemberList',
      menu: true,
    },
  ),
  screen('/monitor/monitorListDetail', 'detail', 'monitor-record', '监测记录详情', 'Monitor record'),
  // The contract library's service records and add-service page, reached from monitoring.
  screen('/monitor/contractServeRecords', 'list', 'contract-service-execute', '服务记录', 'Service records', {
    links: [
      { path: '/monitor/contractAddService', on: 'toolbar', text: { zh: '新增服务', en: 'Add a service' } },
    ],
  }),
  screen('/monitor/contractAddService', 'form', 'contract-service', '新增服务', 'Add a service'),
  // Entries with no spec route.
  screen('/monitor/monitorTenant', 'list', 'monitor-tenant', '监测单位', 'Monitored tenants', { menu: true }),
  screen('/monitor/monitorRecord', 'list', 'monitor-record', '监测记录', 'Monitor records', { menu: true }),
  screen('/monitor/monitorSuperviseInfo', 'list', 'monitor-supervise-info', '督办信息', 'Supervision notes', {
    menu: true,
  }),
  screen('/monitor/monitorWarningRecord', 'list', 'monitor-warning-record', '预警记录', 'Warnings', {
    menu: true,
  }),
  screen(
    '/monitor/monitorAreaWarnRecord',
    'list',
    'monitor-area-warn-record',
    '区域预警记录',
    'Area warnings',
    {
      menu: true,
    },
  ),
  screen(
    '/monitor/monitorAssistWarnRecord',
    'list',
    'monitor-assist-warn-record',
    '助理预警记录',
    'Assistant warnings',
    {
      menu: true,
    },
  ),
  screen('/monitor/monitorDepartment', 'list', 'monitor-department', '监管部门', 'Supervising departments', {
    menu: true,
  }),
  screen(
    '/monitor/monitorDeptCategory',
    'list',
    'monitor-dept-category',
    '部门类别',
    'Department categories',
    {
      menu: true,
    },
  ),
  // Each complaint opens its handling or its reply page.
  screen('/monitor/complaints', 'custom', 'monitor-complaint', '投诉处理', 'Complaints', {
    custom: 'complaints',
    menu: true,
    // Each row's 处理 and 回复 (web/src/screens/business/ComplaintPages.tsx).
    links: [
      { path: '/monitor/complainDetail', on: 'record', text: { zh: '处理', en: 'Handle' } },
      { path: '/monitor/replyDetail', on: 'record', text: { zh: '回复', en: 'Reply' } },
    ],
  }),
  screen('/monitor/appealSuggest', 'list', 'monitor-appeal-suggest', '申诉建议', 'Appeals and suggestions', {
    menu: true,
  }),
];

export const supervision = module({
  name: 'supervision',
  text: { zh: '监督管理', en: 'Monitoring and supervision' },
  icon: 'IconEye',
  resources: [...supervisionResources, ...serviceResources],
  screens,
});
