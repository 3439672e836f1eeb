import { op, resource, text, typed } from '../resources/define.ts';
import { answerEffect, formOperations } from './form-operations.ts';
import { module } from './types.ts';

/**
 * Application forms (forms-and-survey.md §7 Application forms, §3.4, routes /app/* of §2.1): a tenant's
 * applications, their forms (built with the designer), the data filled in, form groups, permissions and
 * logos. refuseClassify/refuseClassificationEvalfile/submit, listed on the same line, belongs to the refuse
 * classification module; refuseclassify/formdata/export/{id} is also the application form data's export.
 */

const num = typed('number');
const id = typed('id');
const long = typed('text');
const date = typed('datetime');

/** Forms are saved as a draft or published; the spec does not show the values (0 and 1 assumed). */
export const formStatusChoices = [
  { value: '0', zh: '草稿', en: 'Draft' },
  { value: '1', zh: '已发布', en: 'Published' },
] as const;

export const application = resource('application', {
  path: '/app/nbxtapplication',
  zh: '应用管理',
  en: 'Applications',
  list: { style: 'page', path: 'page' },
  fields: [
    text('applyName', '应用名称', 'Application', {
      kind: 'title',
      samples: [
        '居民信息采集',
        '民情民意反馈',
        '为老服务',
        '困难群众帮扶',
        '就业创业服务',
        '文明城市创建',
        '垃圾分类督导',
        '防汛防台',
        '消防安全检查',
        '志愿服务',
        '矛盾纠纷调解',
        '出租房屋管理',
        '流动人口登记',
        '退役军人服务',
        '残疾人服务',
        '未成年人关爱',
        '社区活动报名',
        '物业服务评价',
        '停车管理',
        '门前三包',
        '健康体检',
        '反诈宣传',
        '疫苗接种登记',
        '邻里互助',
      ],
      list: true,
      filter: 'like',
      required: true,
    }),
    // The application types are not shown in the spec: filtered exactly.
    text('type', '应用类型', 'Type', { list: true, filter: 'equal' }),
    text('year', '年度', 'Year', { kind: 'year', list: true, filter: 'equal' }),
    text('logo', '应用图标', 'Logo', { kind: 'image' }),
    long('description', '应用描述', 'Description', { kind: 'content' }),
    num('sort', '排序', 'Sort', { list: true }),
    num('isHide', '是否隐藏', 'Hidden', {
      list: true,
      initial: '0',
      choices: [
        { value: '0', zh: '显示', en: 'Shown' },
        { value: '1', zh: '隐藏', en: 'Hidden' },
      ],
    }),
    date('createTime', '创建时间', 'Created', { readOnly: true }),
  ],
  operations: {
    // "GET app/nbxtapplication/page (type, applyName, year, size 99), list, detail. POST save (insert or
    // update), remove, submit": the application list screens ask for 99 at a time.
    list: op('GET', 'page', 'applications, paged (type, applyName, year; the screens ask for size 99)', {
      params: {
        type: 'string?',
        applyName: 'string?',
        year: 'string?',
        current: 'integer?',
        size: 'integer?',
      },
      reply: 'page',
    }),
    all: op('GET', 'list', 'applications, unpaged (filters in the query)', {
      reply: 'records',
      role: 'lookup',
    }),
    save: op('POST', 'save', 'add (no id) or update (with id) an application', {
      reply: 'flag',
      effect: { upsert: true, handler: 'form-apps.ts: adds or updates the application' },
    }),
    // "GET app/nbxtapplication/hide (id)": a GET that changes the record, never retried.
    hide: op('GET', 'hide', 'hide an application (id)', {
      safe: false,
      params: { id: 'id' },
      reply: 'flag',
      role: 'row',
      when: { field: 'isHide', in: ['0'] },
      text: { zh: '隐藏', en: 'Hide' },
      effect: { target: 'id', sets: { isHide: '=1' } },
    }),
  },
});

/**
 * "GET refuseclassify/formdata/export/{id}": one record's answers as a spreadsheet. business-modules.md §7
 * lists it under the refuse classification data and as the application form data's export, so both entries
 * offer this one operation.
 */
export const formDataExport = op(
  'GET',
  '/refuseclassify/formdata/export/{id}',
  "one record's (a form's) answers as a spreadsheet",
  { safe: true, params: { id: 'id' }, download: 'export' },
);

/** What forms of community work are called: those recording people and places, then those of feedback. */
export const FORM_NAMES = [
  '居民信息登记',
  '商户信息登记',
  '志愿者登记',
  '老年人信息登记',
  '困难家庭登记',
  '活动报名登记',
  '民情反馈',
  '问题上报',
  '诉求登记',
  '满意度回访',
  '隐患报告',
  '整改反馈',
] as const;

export const applicationForm = resource('application-form', {
  path: '/app/nbxtapplicationform',
  zh: '应用表单',
  en: 'Application forms',
  list: { style: 'page', path: 'page' },
  fields: [
    // §3.4 Application form: formName, applyId, status, formKey, year.
    text('formName', '表单名称', 'Form name', {
      kind: 'title',
      samples: FORM_NAMES,
      list: true,
      filter: 'like',
      required: true,
    }),
    id('applyId', '所属应用', 'Application', {
      ref: 'application',
      list: true,
      filter: 'equal',
      required: true,
    }),
    // The key is given by the service when the form is first saved; the status follows publishing; the
    // definition (§3.1, the designer's JSON) is made in the designer: none of them is typed in a dialog.
    text('formKey', '表单标识', 'Form key', { kind: 'code', list: true, readOnly: true }),
    num('status', '状态', 'Status', {
      list: true,
      filter: 'equal',
      initial: '0',
      choices: formStatusChoices,
      readOnly: true,
    }),
    text('year', '年度', 'Year', { kind: 'year', list: true }),
    id('groupId', '表单分组', 'Group', { ref: 'application-form-group' }),
    long('content', '表单定义', 'Definition', { readOnly: true }),
    date('updateTime', '更新时间', 'Updated', { readOnly: true }),
  ],
  operations: {
    ...formOperations('applyId'),
    // §7 Application forms lists one export, "GET refuseclassify/formdata/export/{id}": a form's answers
    // as a spreadsheet, by the form's id (the form data screen's 导出); the refuse data's own export.
    export: formDataExport,
  },
});

export const applicationFormData = resource('application-form-data', {
  path: '/app/nbxtapplicationformdata',
  zh: '应用表单数据',
  en: 'Application form data',
  list: { style: 'page-post', path: 'page' },
  fields: [
    id('formId', '表单', 'Form', { ref: 'application-form', list: true, filter: 'equal' }),
    text('formKey', '表单标识', 'Form key', { kind: 'code', filter: 'equal' }),
    id('applyId', '所属应用', 'Application', { ref: 'application', list: true }),
    // The answers, keyed by the form's field props.
    long('formData', '填报数据', 'Answers'),
    text('createUserName', '填报人', 'Filled in by', { kind: 'person', list: true, filter: 'like' }),
    text('deptName', '填报单位', 'Department', { list: true }),
    date('createTime', '填报时间', 'Filled in', { list: true, readOnly: true }),
  ],
  operations: {
    // "POST app/nbxtapplicationformdata/page (filter, data, query)": data in the body, paging and the
    // filter (field conditions, as JSON text) in the query.
    list: op(
      'POST',
      'page',
      'answers of a form, paged (data in the body; filter, current, size in the query)',
      {
        safe: true,
        params: { filter: 'string?@query', current: 'integer?@query', size: 'integer?@query' },
        reply: 'page',
      },
    ),
    // Filed against a published form by its key (form-apps.ts), not stored as sent.
    submit: op('POST', 'submit', 'file or update an answer (formKey, formData)', {
      reply: 'flag',
      effect: answerEffect('application-form', 'files or updates the answer of a published form'),
    }),
  },
});

export const applicationFormGroup = resource('application-form-group', {
  path: '/app/nbxtapplicationformgroup',
  zh: '表单分组',
  en: 'Form groups',
  // Fields not shown in the spec.
  fields: [
    text('groupName', '分组名称', 'Group', {
      kind: 'title',
      samples: ['基础信息', '入户登记', '走访回访', '问题反馈', '统计汇总'],
      list: true,
      filter: 'like',
      required: true,
    }),
    id('applyId', '所属应用', 'Application', { ref: 'application', list: true, filter: 'equal' }),
    num('sort', '排序', 'Sort', { list: true }),
    text('remark', '备注', 'Remark'),
  ],
});

export const formPermission = resource('form-permission', {
  path: '/app/nbxtformpermission',
  zh: '表单权限',
  en: 'Form permissions',
  // Fields not shown in the spec: who may use a form (roles, departments, users). Standard CRUD assumed
  // (BladeX's generated controller) for the application permission screen.
  fields: [
    id('formId', '表单', 'Form', { ref: 'application-form', list: true, required: true }),
    // The permission is checked by the form's key (formUsePermission): sent with the form picked, not typed.
    text('formKey', '表单标识', 'Form key', {
      kind: 'code',
      list: true,
      filter: 'equal',
      required: true,
      follows: { ref: 'formId', field: 'formKey' },
    }),
    text('roleIds', '授权角色', 'Roles', { ref: 'role', list: true }),
    text('deptIds', '授权部门', 'Departments', { ref: 'dept', list: true }),
    text('userIds', '授权用户', 'Users', { ref: 'user' }),
  ],
  operations: {
    formUsePermission: op('GET', 'formUsePermission', 'whether the signed-in user may use a form (formKey)', {
      params: { formKey: 'string' },
      reply: 'flag',
      role: 'lookup',
      // The form-filling link asks before showing the form, signed out too.
      public: true,
    }),
  },
});

export const applicationLogo = resource('application-logo', {
  // "Application logo: CRUD": the path is not shown; assumed beside its siblings.
  path: '/app/nbxtapplicationlogo',
  zh: '应用图标',
  en: 'Application logos',
  fields: [
    text('logoName', '图标名称', 'Logo', { list: true, filter: 'like', required: true }),
    text('url', '图标地址', 'Image', { kind: 'image', list: true, required: true }),
    num('sort', '排序', 'Sort', { list: true }),
  ],
});

export const visualCategory = resource('visual-category', {
  // The data screens' categories (not in the spec): BladeX's data-screen designer (avue-data) keeps them as
  // records of blade-visual/category, each a name (categoryKey) and the value a screen's category holds
  // (categoryValue); list, detail, submit and remove are that controller's usual calls.
  path: '/blade-visual/category',
  zh: '大屏分类',
  en: 'Data screen categories',
  standard: ['list', 'detail', 'remove'],
  fields: [
    text('categoryKey', '分类名称', 'Name', {
      kind: 'title',
      samples: ['社区治理', '安全生产', '垃圾分类', '民生服务', '平安建设'],
      list: true,
      filter: 'like',
      required: true,
    }),
    text('categoryValue', '分类值', 'Value', { kind: 'code', list: true, required: true }),
  ],
});

export const visual = resource('visual', {
  // BladeX's data screens: the spec names only "POST blade-visual/visual/save"; list, detail and remove
  // are BladeX's own calls of the same controller.
  path: '/blade-visual/visual',
  zh: '可视化大屏',
  en: 'Data screens',
  standard: ['list', 'detail', 'remove'],
  fields: [
    text('title', '大屏标题', 'Title', {
      kind: 'title',
      samples: [
        '社区治理驾驶舱',
        '安全生产监管大屏',
        '垃圾分类数据大屏',
        '网格事件指挥中心',
        '平安建设态势大屏',
        '民生服务数据总览',
      ],
      list: true,
      filter: 'like',
      required: true,
    }),
    // A category's value (categoryValue), shown by the category's name.
    num('category', '大屏分类', 'Category', {
      list: true,
      filter: 'equal',
      ref: 'visual-category',
      refKey: 'categoryValue',
    }),
    text('backgroundUrl', '大屏背景', 'Background', { kind: 'image' }),
    num('status', '发布状态', 'Status', {
      list: true,
      initial: '0',
      choices: [
        { value: '0', zh: '未发布', en: 'Not published' },
        { value: '1', zh: '已发布', en: 'Published' },
      ],
    }),
  ],
  operations: {
    save: op('POST', 'save', 'add a data screen with its configuration (visual, config)', {
      reply: 'record',
      effect: { create: true },
    }),
  },
});

export const apps = module({
  name: 'apps',
  text: { zh: '应用表单', en: 'Application forms' },
  icon: 'IconApps',
  resources: [
    application,
    applicationForm,
    applicationFormData,
    applicationFormGroup,
    formPermission,
    applicationLogo,
    visualCategory,
    visual,
  ],
  screens: [
    {
      path: '/app/nbxtapplication',
      view: 'custom',
      custom: 'applications',
      resource: 'application',
      // §9: application lists use size 99.
      pageSize: 99,
      menu: true,
      text: { zh: '应用列表', en: 'Applications' },
    },
    {
      path: '/app/nbxtapplicationform',
      view: 'custom',
      custom: 'applicationForms',
      resource: 'application-form',
      menu: true,
      text: { zh: '应用表单', en: 'Application forms' },
    },
    {
      path: '/app/nbxtapplicationformdata',
      view: 'custom',
      custom: 'applicationFormData',
      resource: 'application-form-data',
      menu: true,
      text: { zh: '应用表单数据', en: 'Application form data' },
    },
    {
      path: '/app/nbxtAppPermission',
      view: 'list',
      resource: 'form-permission',
      menu: true,
      text: { zh: '应用权限', en: 'Application permissions' },
    },
    {
      path: '/app/nbxtapplicationformgroup',
      view: 'custom',
      custom: 'applicationFormGroups',
      resource: 'application-form-group',
      // An application's groups (`?applyId=`), opened from the application list.
      queryFilters: ['applyId'],
      menu: true,
      text: { zh: '表单分组', en: 'Form groups' },
    },
    {
      path: '/app/nbxtapplicationlogo',
      view: 'list',
      resource: 'application-logo',
      menu: true,
      text: { zh: '应用图标', en: 'Application logos' },
    },
  ],
});
