import { op, resource, text } from '../define.ts';
import { forest } from '../reply-shapes.ts';
import { id, long, num } from './fields.ts';

/** The departments (platform.md §7.3): the forms' department pickers and a form permission reference them. */
export const dept = resource('dept', {
  path: '/blade-system/dept',
  zh: '机构管理',
  en: 'Departments',
  list: 'tree',
  fields: [
    text('deptName', '机构名称', 'Name', { list: true, filter: 'like' }),
    text('fullName', '机构全称', 'Full name', { list: true, filter: 'like' }),
    text('tenantId', '所属租户', 'Tenant', { list: true, ref: 'tenant', refKey: 'tenantId' }),
    id('parentId', '上级机构', 'Parent'),
    num('deptCategory', '机构类型', 'Category', { list: true, dict: 'org_category' }),
    num('sort', '排序', 'Sort', { list: true }),
    long('remark', '备注', 'Remark'),
  ],
  operations: {
    // A public form with a department or person picker reads the tree signed out, naming itself (formKey).
    tree: op('GET', 'tree', 'department tree (tenantId)', {
      params: { formKey: 'string?' },
      reply: 'tree',
      data: forest,
      publicFor: 'people',
    }),
    lazyTree: op('GET', 'lazy-tree', 'departments under a parent (parentId)'),
    lazyList: op('GET', 'lazy-list', 'departments under a parent, with filters'),
    pageList: op('GET', 'pageList', 'departments, paged'),
    treeWithUser: op('GET', 'treeWithUser', 'department tree with users (tenantId)'),
  },
});
