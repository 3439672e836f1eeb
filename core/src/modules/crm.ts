import { op, resource, text, typed } from '../resources/define.ts';
import { module } from './types.ts';

/** CRM (business-modules.md §7 CRM): customers, contacts, addresses, blog and the company search. */

const id = typed('id');
const when = typed('datetime');

/** "Address and contact lists: size 99" (§9): every screen of them asks for one page of 99. */
export const CRM_LIST_SIZE = 99;

export const crmCustomer = resource('crm-customer', {
  path: '/crm/nbxtCrmCustomer',
  zh: '客户管理',
  en: 'CRM customers',
  naturalKey: 'socialCreditCode',
  // The spec names submit, importProcess, export and transfer; the list, detail and remove the customer
  // screens need are the standard ones.
  fields: [
    // Typed with the business registry's companies as suggestions; the one picked fills the form.
    text('customerName', '客户名称', 'Customer', {
      kind: 'company',
      list: true,
      filter: 'like',
      required: true,
      search: {
        resource: 'company-search',
        find: 'getRough',
        detail: 'getDetail',
        fill: { customerName: 'name', socialCreditCode: 'creditCode', address: 'address' },
      },
    }),
    text('socialCreditCode', '统一社会信用代码', 'Social credit code', { kind: 'code', filter: 'equal' }),
    text('customerType', '客户类型', 'Customer type', {
      list: true,
      filter: 'equal',
      choices: [
        { value: '1', zh: '企业', en: 'Company' },
        { value: '2', zh: '个体工商户', en: 'Sole trader' },
        { value: '3', zh: '机关事业单位', en: 'Public body' },
        { value: '4', zh: '社会组织', en: 'Social organisation' },
      ],
    }),
    text('customerStatus', '客户状态', 'Stage', {
      list: true,
      initial: '1',
      choices: [
        { value: '1', zh: '潜在客户', en: 'Prospect' },
        { value: '2', zh: '意向客户', en: 'Interested' },
        { value: '3', zh: '成交客户', en: 'Customer' },
        { value: '4', zh: '流失客户', en: 'Lost' },
      ],
    }),
    text('contactName', '联系人', 'Contact', { kind: 'person' }),
    text('contactPhone', '联系电话', 'Phone', { kind: 'phone', list: true }),
    text('industry', '所属行业', 'Industry'),
    text('areaName', '所属区域', 'Area', { kind: 'area' }),
    text('address', '详细地址', 'Address', { kind: 'address' }),
    id('ownerId', '负责人', 'Owner', { ref: 'user' }),
    text('ownerName', '负责人姓名', 'Owner name', {
      kind: 'person',
      list: true,
      readOnly: true,
      follows: { ref: 'ownerId', field: 'realName' },
    }),
    when('createTime', '创建时间', 'Created', { list: true, readOnly: true }),
    text('remark', '备注', 'Remarks', { kind: 'content' }),
  ],
  operations: {
    // Only importProcess/{id} is shown; the upload it follows is BladeX's usual multipart `import` whose
    // reply is the import's id.
    import: op('POST', 'import', 'import customers from a spreadsheet (multipart: file)', {
      args: 'multipart',
      params: { file: 'file' },
      reply: 'value',
      role: 'import',
      text: { zh: '导入客户', en: 'Import customers' },
      importSteps: { progress: 'importProcess' },
      effect: { create: true },
    }),
    importProcess: op('GET', 'importProcess/{id}', 'progress of a customer import', {
      args: 'none',
      params: { id: 'id' },
      reply: 'progress',
      role: 'progress',
    }),
    export: op('POST', 'export', 'customers as a spreadsheet (filters in the body)', {
      safe: true,
      download: 'export',
    }),
    // Argument names not shown: BladeX-typical ids and the new owner's user id.
    transfer: op('POST', 'transfer', 'hand customers to another owner', {
      args: 'none',
      params: { ids: 'ids@query', userId: 'id@query' },
      reply: 'flag',
      role: 'rows',
      text: { zh: '转移客户', en: 'Transfer' },
      effect: { target: 'ids', sets: { ownerId: 'userId' } },
    }),
    // "GET blade-user/selectByName/{name}" is the user entry's (selectByName): its pickers search by name.
  },
});

const customerRef = () => id('customerId', '客户', 'Customer', { ref: 'crm-customer', required: true });

/** "crm/nbxtCrmContact, crm/crmAddress: list, submit, remove". */
export const crmContact = resource('crm-contact', {
  path: '/crm/nbxtCrmContact',
  zh: '联系人',
  en: 'Contacts',
  standard: ['list', 'submit', 'remove'],
  fields: [
    customerRef(),
    text('contactName', '姓名', 'Name', { kind: 'person', list: true, filter: 'like', required: true }),
    text('phone', '手机号码', 'Mobile', { kind: 'phone', list: true, required: true }),
    text('position', '职务', 'Position', { list: true }),
    text('email', '电子邮箱', 'Email', { kind: 'email', list: true }),
    text('isPrimary', '主要联系人', 'Primary', {
      list: true,
      choices: [
        { value: '0', zh: '否', en: 'No' },
        { value: '1', zh: '是', en: 'Yes' },
      ],
    }),
    text('remark', '备注', 'Remarks', { kind: 'content' }),
  ],
});

export const crmAddress = resource('crm-address', {
  path: '/crm/crmAddress',
  zh: '客户地址',
  en: 'Addresses',
  standard: ['list', 'submit', 'remove'],
  fields: [
    customerRef(),
    text('areaName', '所在区域', 'Area', { kind: 'area', list: true, filter: 'like', required: true }),
    text('address', '详细地址', 'Address', { kind: 'address', list: true, required: true }),
    text('contactName', '联系人', 'Contact', { kind: 'person', list: true }),
    text('contactPhone', '联系电话', 'Phone', { kind: 'phone', list: true }),
    text('isDefault', '默认地址', 'Default', {
      list: true,
      choices: [
        { value: '0', zh: '否', en: 'No' },
        { value: '1', zh: '是', en: 'Yes' },
      ],
    }),
  ],
});

export const crmBlog = resource('crm-blog', {
  path: '/nbxt-crm/nbxtblog',
  zh: '客户动态',
  en: 'Blog',
  fields: [
    text('blogTitle', '标题', 'Title', {
      kind: 'title',
      samples: [
        '客户年度合作回访',
        '合同续签意向沟通',
        '服务满意度电话回访',
        '新项目需求对接会',
        '物业服务方案介绍',
        '节前走访慰问',
        '报价方案确认',
        '投诉问题跟进处理',
      ],
      list: true,
      filter: 'like',
      required: true,
    }),
    text('blogCategory', '分类', 'Category', {
      list: true,
      filter: 'equal',
      choices: [
        { value: '1', zh: '拜访记录', en: 'Visit' },
        { value: '2', zh: '跟进记录', en: 'Follow-up' },
        { value: '3', zh: '通知公告', en: 'Notice' },
      ],
    }),
    text('blogContent', '内容', 'Content', { kind: 'content', required: true }),
    when('blogDate', '发布时间', 'Published', { list: true }),
  ],
});

/**
 * The business-registry search used to fill a customer's company data: "GET companySearch/getRough/{a}/{b}
 * and getDetail/{id}". The spec names the rough search's path arguments a and b only: read as the
 * keyword and the page number.
 */
export const companySearch = resource('company-search', {
  path: '/companySearch',
  zh: '企业查询',
  en: 'Company search',
  tenantScoped: false,
  standard: [],
  fields: [
    text('name', '企业名称', 'Company', { kind: 'company', list: true }),
    text('creditCode', '统一社会信用代码', 'Social credit code', { kind: 'code', list: true }),
    text('legalPerson', '法定代表人', 'Legal representative', { kind: 'person', list: true }),
    text('regCapital', '注册资本', 'Registered capital', {
      list: true,
      samples: ['50万人民币', '100万人民币', '200万人民币', '500万人民币', '1000万人民币', '3000万人民币'],
    }),
    text('regStatus', '经营状态', 'Status', { list: true, samples: ['存续', '在业', '开业'] }),
    text('address', '注册地址', 'Registered address', { kind: 'address' }),
  ],
  operations: {
    getRough: op('GET', 'getRough/{keyword}/{pageNum}', 'companies whose name matches, one page', {
      args: 'none',
      params: { keyword: { type: 'string', matches: 'name' }, pageNum: 'integer' },
      reply: 'records',
      role: 'lookup',
    }),
    getDetail: op('GET', 'getDetail/{id}', 'the registry data of one company', {
      args: 'none',
      params: { id: 'string' },
      reply: 'record',
      role: 'lookup',
    }),
  },
});

export const crm = module({
  name: 'crm',
  text: { zh: '客户管理', en: 'CRM' },
  icon: 'IconAddressBook',
  resources: [crmCustomer, crmContact, crmAddress, crmBlog, companySearch],
  // The spec shows no CRM route: a list per entry, in the spec's style, and the customer's detail.
  screens: [
    {
      path: '/crm/nbxtCrmCustomer',
      view: 'list',
      resource: 'crm-customer',
      text: crmCustomer.text,
      menu: true,
    },
    {
      path: '/crm/nbxtCrmCustomerDetail',
      view: 'detail',
      resource: 'crm-customer',
      text: { zh: '客户详情', en: 'Customer detail' },
      related: [
        { resource: 'crm-contact', field: 'customerId', pageSize: CRM_LIST_SIZE },
        { resource: 'crm-address', field: 'customerId', pageSize: CRM_LIST_SIZE },
        { resource: 'contract-info', field: 'crmTenantId' },
      ],
    },
    {
      path: '/crm/nbxtCrmContact',
      view: 'list',
      resource: 'crm-contact',
      text: crmContact.text,
      menu: true,
      pageSize: CRM_LIST_SIZE,
    },
    {
      path: '/crm/crmAddress',
      view: 'list',
      resource: 'crm-address',
      text: crmAddress.text,
      menu: true,
      pageSize: CRM_LIST_SIZE,
    },
    { path: '/crm/nbxtblog', view: 'list', resource: 'crm-blog', text: crmBlog.text, menu: true },
  ],
});
