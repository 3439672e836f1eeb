import { op, resource, text } from '../define.ts';
import { forest, grantKeys, grantTrees, topMenuKeys, topMenuTree } from '../reply-shapes.ts';
import { id, long, num } from './fields.ts';

/**
 * The menus (platform.md §7.3): what the console's entry reads first (the signed-in user's routes), in a
 * module of its own so that the entry carries no other declaration.
 */
export const menu = resource('menu', {
  path: '/blade-system/menu',
  zh: '菜单管理',
  en: 'Menus',
  naturalKey: 'code',
  tenantScoped: false,
  list: 'tree',
  fields: [
    // Its name names it to people (a data or API scope's menu); the code is its key.
    text('name', '菜单名称', 'Name', {
      kind: 'title',
      required: 'menu.name.required',
      list: true,
      filter: 'like',
    }),
    text('code', '菜单编号', 'Code', { required: 'menu.code.required', list: true, filter: 'like' }),
    text('path', '路由地址', 'Route', { list: true }),
    text('source', '菜单图标', 'Icon', { list: true }),
    id('parentId', '上级菜单', 'Parent'),
    num('category', '菜单类型', 'Type', { list: true, dict: 'menu_category' }),
    text('alias', '菜单别名', 'Alias'),
    num('action', '按钮功能', 'Action', { dict: 'button_func' }),
    num('sort', '菜单排序', 'Sort', { list: true }),
    num('isOpen', '新窗口', 'New window'),
    long('remark', '菜单备注', 'Remark'),
  ],
  operations: {
    routes: op('GET', 'routes', 'menu routes of the signed-in user (topMenuId)'),
    buttons: op('GET', 'buttons', 'button permissions of the signed-in user'),
    topMenu: op('GET', 'top-menu', 'top menus of the signed-in user'),
    tree: op('GET', 'tree', 'menu tree (tenantId)'),
    grantTree: op('GET', 'grant-tree', 'menus, data scopes and api scopes that may be granted', {
      data: grantTrees,
    }),
    // forms-and-survey.md §7 Module roles: the whole menu tree a module role may be granted.
    grantAllMenuTree: op('GET', 'grant-allMenuTree', 'every menu, as a tree to grant module roles from', {
      reply: 'tree',
      data: forest,
    }),
    roleTreeKeys: op('GET', 'role-tree-keys', 'granted menu ids of roles (roleIds)', { data: grantKeys }),
    grantTopTree: op('GET', 'grant-top-tree', 'menus (no buttons) a top menu may show', {
      data: topMenuTree,
    }),
    topTreeKeys: op('GET', 'top-tree-keys', 'menus of top menus (topMenuIds)', { data: topMenuKeys }),
    lazyList: op('GET', 'lazy-list', 'menus under a parent (parentId)'),
    menuList: op('GET', 'menu-list', 'menus without buttons'),
  },
});
