import { op, resource, text, typed } from './define.ts';
import { regionChoices } from './reply-shapes.ts';

/**
 * The areas the region picker loads level by level (area/nbxtarea, forms-and-survey.md §7): an entry of its
 * own here, not in the area module's file, because the picker is shared by platform forms and module
 * screens alike (a platform page loads no module declarations).
 */
const num = typed('number');

export const area = resource('area', {
  path: '/area/nbxtarea',
  zh: '区域管理',
  en: 'Areas',
  // National reference data, the same for every tenant.
  tenantScoped: false,
  naturalKey: 'code',
  // "Also allList, list (POST), init": list is the one POST; it answers a page of areas (filters in the body).
  list: { style: 'page-post', path: 'list' },
  standard: ['list'],
  fields: [
    text('code', '区划编码', 'Code', { kind: 'code', list: true, filter: 'equal', required: true }),
    text('name', '区划名称', 'Name', { list: true, filter: 'like', required: true }),
    text('parentId', '上级编码', 'Parent code', { kind: 'code', list: true, filter: 'equal' }),
    // §9: the region picker goes down to six levels (province … natural village).
    num('level', '层级', 'Level', {
      list: true,
      filter: 'equal',
      choices: [
        { value: '1', zh: '省', en: 'Province' },
        { value: '2', zh: '市', en: 'City' },
        { value: '3', zh: '区县', en: 'District' },
        { value: '4', zh: '街道', en: 'Street' },
        { value: '5', zh: '社区/村', en: 'Village' },
        { value: '6', zh: '自然村', en: 'Natural village' },
      ],
    }),
    text('fullName', '区划全称', 'Full name', { kind: 'area', list: true }),
    num('sort', '排序', 'Sort'),
  ],
  operations: {
    // "GET area/nbxtarea/lazy-list (parentId; 0 for provinces, else the selected parent's code)": items
    // with code and name under data.
    lazyList: op('GET', 'lazy-list', 'areas under a parent (parentId: 0 for provinces, else its code)', {
      // A public form with a region field lists them signed out, naming itself (formKey).
      params: { parentId: 'string', formKey: 'string?' },
      reply: 'records',
      data: regionChoices,
      role: 'lookup',
      publicFor: 'region',
    }),
    allList: op('GET', 'allList', 'every area', { reply: 'records', role: 'lookup' }),
    // The GET of the line governs init (list alone is marked POST); it fills the table, so never retried.
    init: op('GET', 'init', 'load the national areas into the table', {
      safe: false,
      args: 'none',
      reply: 'flag',
      role: 'toolbar',
      scope: { zh: '全国行政区划', en: 'the national areas' },
      text: { zh: '初始化区域', en: 'Initialise areas' },
      // The national areas ship with the sandbox (regions.ts): loaded, the list holds the provinces.
      effect: {
        handler: 'special/areas.ts: loads the national areas',
        shows: { read: 'allList', holds: { code: '=330000', name: '=浙江省' } },
      },
    }),
  },
});
