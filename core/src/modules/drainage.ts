import { op, resource, text, typed } from '../resources/define.ts';
import { module } from './types.ts';

/**
 * Drainage inspection (business-modules.md §7 Drainage): drains (outlets and the households draining into
 * them), the problems found on them and their correction, shops and their business details. Two
 * controllers serve drains and problems: `drainage/drain` (list, detail/{id}, save) and the generated
 * `drainage/drainageDrain` (remove, submit), likewise `drainageProblem`. The fields are not shown: they
 * are what a drainage inspection of this kind records, with coded values of the module's own.
 */

const num = typed('number');
const id = typed('id');
const datetime = typed('datetime');
const date = typed('date');
const content = typed('text');

/** `detail/{id}`: the record named in the path (the entries' detail call). */
const detailById = (path = 'detail/{id}') =>
  op('GET', path, 'one record (id in the path)', { args: 'none', params: { id: 'id' }, reply: 'record' });

export const drainageDrain = resource('drainage-drain', {
  path: '/drainage/drain',
  zh: '排水户',
  en: 'Drains',
  standard: ['list'],
  fields: [
    text('drainName', '排水户名称', 'Drain', { list: true, filter: 'like', required: true, kind: 'company' }),
    text('drainType', '排水类型', 'Type', {
      list: true,
      filter: 'equal',
      required: true,
      choices: [
        { value: '1', zh: '生活污水', en: 'Domestic sewage' },
        { value: '2', zh: '餐饮污水', en: 'Catering sewage' },
        { value: '3', zh: '工业废水', en: 'Industrial wastewater' },
        { value: '4', zh: '雨水', en: 'Rainwater' },
      ],
    }),
    text('address', '地址', 'Address', { list: true, kind: 'address', required: true }),
    text('permitNo', '排水许可证号', 'Permit number', { list: true, kind: 'code' }),
    text('contactPerson', '联系人', 'Contact', { kind: 'person' }),
    text('contactPhone', '联系电话', 'Phone', { kind: 'phone' }),
    text('checkResult', '检查结果', 'Check result', {
      list: true,
      filter: 'equal',
      readOnly: true,
      choices: [
        { value: '0', zh: '未检查', en: 'Not checked' },
        { value: '1', zh: '合格', en: 'Passed' },
        { value: '2', zh: '存在问题', en: 'Problems found' },
      ],
    }),
    datetime('checkTime', '检查时间', 'Checked', { list: true, readOnly: true }),
  ],
  operations: {
    detail: detailById(),
    save: op('POST', 'save', 'add or update a drain with its check (entity body)', {
      reply: 'flag',
      effect: { upsert: true },
    }),
    checkDetail: op('GET', 'detail/check/{id}', 'the check of a drain (id in the path)', {
      args: 'none',
      params: { id: 'id' },
      reply: 'record',
      role: 'lookup',
    }),
    photos: op('GET', '/drainage/others/photos/{id}', 'photos attached to a record (id in the path)', {
      args: 'none',
      params: { id: 'id' },
      reply: 'records',
      role: 'lookup',
    }),
    // The generated controller's standard calls.
    submit: op('POST', '/drainage/drainageDrain/submit', 'add (no id) or update (with id) a drain', {
      reply: 'flag',
      effect: { upsert: true },
    }),
    remove: op('POST', '/drainage/drainageDrain/remove', 'remove drains (ids)', {
      args: 'none',
      params: { ids: 'ids@query' },
      reply: 'flag',
      role: 'rows',
      text: { zh: '删除', en: 'Remove' },
      effect: { target: 'ids', remove: true },
    }),
  },
});

export const drainageShop = resource('drainage-shop', {
  path: '/drainage/shop',
  zh: '沿街商铺',
  en: 'Shops',
  standard: ['list'],
  fields: [
    text('shopName', '商铺名称', 'Shop', { list: true, filter: 'like', required: true, kind: 'company' }),
    text('address', '地址', 'Address', { list: true, kind: 'address', required: true }),
    text('creditCode', '统一社会信用代码', 'Social credit code', { kind: 'code' }),
    text('contactPerson', '负责人', 'Person in charge', { list: true, kind: 'person' }),
    text('contactPhone', '联系电话', 'Phone', { list: true, kind: 'phone' }),
    id('drainId', '所属排水户', 'Drain', { ref: 'drainage-drain' }),
    text('shopPhoto', '门头照片', 'Storefront photo', { kind: 'image' }),
  ],
  operations: {
    detail: detailById(),
    // "Shop: list, detail/{id}, save": save adds and updates, the entry's submit.
    submit: op('POST', 'save', 'add (no id) or update (with id) a shop', {
      reply: 'flag',
      effect: { upsert: true },
    }),
    remove: op('DELETE', '{id}', 'remove a shop (id in the path)', {
      args: 'none',
      params: { id: 'id' },
      reply: 'flag',
      role: 'row',
      text: { zh: '删除', en: 'Remove' },
      effect: { target: 'id', remove: true },
    }),
  },
});

export const drainageBusiness = resource('drainage-business', {
  path: '/drainage/business',
  zh: '商铺经营信息',
  en: 'Shop businesses',
  // "Business: save, detail/{id}": read and written from its shop.
  standard: [],
  fields: [
    id('shopId', '商铺', 'Shop', { ref: 'drainage-shop', required: true }),
    text('businessScope', '经营范围', 'Business scope', { list: true, kind: 'content' }),
    text('licenseNo', '营业执照号', 'Licence number', { list: true, kind: 'code' }),
    num('employeeCount', '从业人数', 'Staff', { list: true }),
    date('openDate', '开业日期', 'Opened', { list: true }),
  ],
  operations: {
    detail: detailById(),
    submit: op('POST', 'save', 'add (no id) or update (with id) a shop’s business details', {
      reply: 'flag',
      effect: { upsert: true },
    }),
  },
});

export const drainageProblem = resource('drainage-problem', {
  path: '/drainage/problem',
  zh: '排水问题',
  en: 'Drainage problems',
  // GET drainage/problem/corrective/list: the problems, with their correction.
  list: { style: 'page', path: 'corrective/list' },
  standard: ['list'],
  fields: [
    id('drainId', '排水户', 'Drain', { ref: 'drainage-drain', required: true }),
    text('drainName', '排水户名称', 'Drain', {
      list: true,
      filter: 'like',
      kind: 'company',
      readOnly: true,
      follows: { ref: 'drainId', field: 'drainName' },
    }),
    content('description', '问题描述', 'Problem', { list: true, kind: 'content', required: true }),
    text('problemPhotos', '问题照片', 'Photos', { kind: 'image' }),
    datetime('discoverTime', '发现时间', 'Found', { list: true }),
    date('deadline', '整改期限', 'Deadline', { list: true, notBefore: 'discoverTime' }),
    text('status', '整改状态', 'Correction', {
      list: true,
      filter: 'equal',
      readOnly: true,
      initial: '0',
      choices: [
        { value: '0', zh: '待整改', en: 'To correct' },
        { value: '1', zh: '已整改', en: 'Corrected' },
      ],
    }),
    content('correctiveContent', '整改情况', 'Correction', { kind: 'content' }),
    text('correctivePhotos', '整改照片', 'Correction photos', { kind: 'image' }),
  ],
  operations: {
    detail: detailById('{id}'),
    // The correction of a problem: its id with what was done (correctiveContent, correctivePhotos).
    corrective: op('POST', 'corrective', 'record the correction of a problem (id, correctiveContent…)', {
      params: { id: 'id', correctiveContent: 'string', correctivePhotos: 'string?' },
      reply: 'flag',
      role: 'row',
      when: { field: 'status', in: ['0'] },
      text: { zh: '整改', en: 'Correct' },
      effect: { target: 'id', sets: { status: '=1', correctiveContent: 'correctiveContent' } },
    }),
    submit: op('POST', '/drainage/drainageProblem/submit', 'add (no id) or update (with id) a problem', {
      reply: 'flag',
      effect: { upsert: true },
    }),
    remove: op('POST', '/drainage/drainageProblem/remove', 'remove problems (ids)', {
      args: 'none',
      params: { ids: 'ids@query' },
      reply: 'flag',
      role: 'rows',
      text: { zh: '删除', en: 'Remove' },
      effect: { target: 'ids', remove: true },
    }),
  },
});

export const drainage = module({
  name: 'drainage',
  text: { zh: '排水巡查', en: 'Drainage' },
  icon: 'IconDroplet',
  resources: [drainageDrain, drainageShop, drainageBusiness, drainageProblem],
  // No screen is shown (§2): one list per entry a user works with, paths in the spec's style.
  screens: [
    {
      path: '/drainage/drainageDrain',
      view: 'list',
      resource: 'drainage-drain',
      text: { zh: '排水户', en: 'Drains' },
      menu: true,
    },
    {
      path: '/drainage/drainageProblem',
      view: 'list',
      resource: 'drainage-problem',
      text: { zh: '排水问题', en: 'Drainage problems' },
      menu: true,
    },
    {
      path: '/drainage/drainageShop',
      view: 'list',
      resource: 'drainage-shop',
      text: { zh: '沿街商铺', en: 'Shops' },
      menu: true,
    },
    // A drain (drain/detail/{id}) with its check (drain/detail/check/{id}) and the problems found on it
    // (id in the query, as the spec's detail routes take it).
    {
      path: '/drainage/drainageDrainDetail',
      view: 'detail',
      resource: 'drainage-drain',
      text: { zh: '排水户详情', en: 'Drain' },
      lookups: [
        {
          operation: 'checkDetail',
          text: { zh: '检查情况', en: 'Check' },
          fields: ['checkResult', 'checkTime'],
        },
      ],
      related: [{ resource: 'drainage-problem', field: 'drainId' }],
    },
  ],
});
