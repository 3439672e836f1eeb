import { op, resource, text, typed } from '../resources/define.ts';
import { FORM_NAMES, formStatusChoices } from './apps.ts';
import { answerEffect, formOperations } from './form-operations.ts';
import { module } from './types.ts';

/**
 * Tool apps (forms-and-survey.md §7 Tool apps, §3.4, routes /toolApp/* of §2.1): apps of forms built with
 * the designer, their forms and the data filled in (also through task links). The designer and form-filling
 * screens are in the forms module.
 */

const num = typed('number');
const id = typed('id');
const long = typed('text');
const date = typed('datetime');

const appFilters = {
  type: 'string?',
  appName: 'string?',
  current: 'integer?',
  size: 'integer?',
} as const;

export const toolApp = resource('tool-app', {
  path: '/tool-app/nbxtToolApp',
  zh: '工具应用',
  en: 'Tool apps',
  list: { style: 'page', path: 'page' },
  fields: [
    text('appName', '应用名称', 'App', {
      kind: 'title',
      samples: [
        '入户走访',
        '隐患排查',
        '民意调查',
        '网格巡查',
        '商户检查',
        '活动签到',
        '物资发放',
        '设施报修',
        '环境整治',
        '安全生产检查',
      ],
      list: true,
      filter: 'like',
      required: true,
    }),
    // The app types are not shown in the spec: filtered exactly.
    text('type', '应用类型', 'Type', { list: true, filter: 'equal' }),
    text('icon', '应用图标', 'Icon', { kind: 'image' }),
    long('description', '应用描述', 'Description', { kind: 'content' }),
    num('sort', '排序', 'Sort', { list: true }),
    date('createTime', '创建时间', 'Created', { list: true, readOnly: true }),
  ],
  operations: {
    // "GET tool-app/nbxtToolApp: page and select (type, appName, current 1, size 99); POST save or update
    // by id. Standard CRUD also."
    list: op('GET', 'page', 'tool apps, paged (type, appName; the screens ask for size 99)', {
      params: appFilters,
      reply: 'page',
    }),
    select: op('GET', 'select', 'tool apps to choose from (type, appName, current 1, size 99)', {
      params: appFilters,
      reply: 'page',
      role: 'lookup',
    }),
    // The standard GET list beside page.
    all: op('GET', 'list', 'tool apps, with filters', { reply: 'page', role: 'lookup' }),
    save: op('POST', 'save', 'add (no id) or update (with id) a tool app', {
      reply: 'flag',
      effect: { upsert: true, handler: 'form-apps.ts: adds or updates the tool app' },
    }),
  },
});

export const toolAppForm = resource('tool-app-form', {
  path: '/tool-app/nbxtToolAppForm',
  zh: '工具应用表单',
  en: 'Tool-app forms',
  list: { style: 'page', path: 'page' },
  fields: [
    // §3.4 Form (tool app): formKey, formName, status, appId.
    text('formName', '表单名称', 'Form name', {
      kind: 'title',
      samples: FORM_NAMES,
      list: true,
      filter: 'like',
      required: true,
    }),
    // The key is given by the service when the form is first saved; the status follows publishing; the
    // definition (§3.1, the designer's JSON) is made in the designer: none of them is typed in a dialog.
    text('formKey', '表单标识', 'Form key', { kind: 'code', list: true, filter: 'equal', readOnly: true }),
    id('appId', '所属应用', 'App', { ref: 'tool-app', list: true, filter: 'equal', required: true }),
    num('status', '状态', 'Status', { list: true, initial: '0', choices: formStatusChoices, readOnly: true }),
    long('content', '表单定义', 'Definition', { readOnly: true }),
    // Not a column: the row's actions need the room (the application forms' list shows none either).
    date('updateTime', '更新时间', 'Updated', { readOnly: true }),
  ],
  operations: {
    // "GET tool-app/nbxtToolAppForm: page, select, detail (id or other params), detailByFormKey (formKey),
    // getDetailByApplyId/{id}. POST submit (status, appId plus form), updateName (id, formName), remove,
    // submitRefuseForm, export."
    select: op('GET', 'select', 'forms to choose from (appId, formName)', {
      reply: 'records',
      role: 'lookup',
    }),
    // The form-filling link (/toolApp/formDataTaskLink) reads its form signed out.
    detailByFormKey: op('GET', 'detailByFormKey', 'one form by its key (formKey)', {
      params: { formKey: 'string' },
      reply: 'record',
      role: 'lookup',
      public: true,
    }),
    ...formOperations('appId'),
    export: op('POST', 'export', 'forms as a spreadsheet (filters in the body)', {
      safe: true,
      download: 'export',
    }),
  },
});

export const toolAppFormData = resource('tool-app-form-data', {
  path: '/tool-app/nbxtToolAppFormData',
  zh: '工具应用表单数据',
  en: 'Tool-app form data',
  list: { style: 'page-post', path: 'page' },
  fields: [
    id('formId', '表单', 'Form', { ref: 'tool-app-form', list: true, filter: 'equal' }),
    text('formKey', '表单标识', 'Form key', { kind: 'code', filter: 'equal' }),
    id('appId', '所属应用', 'App', { ref: 'tool-app', list: true }),
    // Data filled in through a task link (/toolApp/formDataTaskLink) names the task run.
    id('taskExecuteId', '任务执行', 'Task run', { ref: 'task-execute' }),
    long('formData', '填报数据', 'Answers'),
    text('createUserName', '填报人', 'Filled in by', { kind: 'person', list: true, filter: 'like' }),
    date('createTime', '填报时间', 'Filled in', { list: true, readOnly: true }),
  ],
  operations: {
    // "POST page (filter, data, query)": data in the body; filter (as JSON text) and paging in the query.
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
    detail: op('GET', 'detail', 'one answer (id)', { params: { id: 'id' }, reply: 'record' }),
    // The form-filling link (/toolApp/formDataTaskLink) works signed out: it reads the task's answer,
    // the related-data dictionaries, and submits.
    detailByTask: op('GET', 'detailByTask', 'the answer of a task run (taskExecuteId)', {
      params: { taskExecuteId: 'id' },
      reply: 'record',
      role: 'lookup',
      public: true,
    }),
    submit: op('POST', 'submit', 'file or update an answer (formKey, formData, taskExecuteId)', {
      reply: 'flag',
      public: true,
      effect: answerEffect('tool-app-form', 'files or updates the answer'),
    }),
    // The related-data dictionary of a select linked to another form's field (`field@@formKey`): the
    // values of that field, as dictionary items.
    relDictionary: op(
      'GET',
      'rel/formKey/{formKey}/field/{field}/{key}',
      'values of another form’s field, as dictionary items',
      {
        reply: 'records',
        role: 'lookup',
        public: true,
      },
    ),
  },
});

export const toolapps = module({
  name: 'toolapps',
  text: { zh: '工具应用', en: 'Tool apps' },
  icon: 'IconTools',
  resources: [toolApp, toolAppForm, toolAppFormData],
  screens: [
    {
      path: '/toolApp/nbxtToolApp',
      view: 'list',
      resource: 'tool-app',
      // §9: tool-app lists use size 99.
      pageSize: 99,
      menu: true,
      text: { zh: '工具应用', en: 'Tool apps' },
    },
    {
      path: '/toolApp/nbxtToolAppForm',
      view: 'custom',
      custom: 'toolAppForms',
      resource: 'tool-app-form',
      menu: true,
      text: { zh: '工具应用表单', en: 'Tool-app forms' },
    },
    {
      path: '/toolApp/nbxtToolAppFormData',
      view: 'custom',
      custom: 'toolAppFormData',
      resource: 'tool-app-form-data',
      menu: true,
      text: { zh: '工具应用表单数据', en: 'Tool-app form data' },
    },
  ],
});
