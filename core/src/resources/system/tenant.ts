import { op, resource, text } from '../define.ts';
import { date, id, long, num } from './fields.ts';

/** The tenants (platform.md §7.3): the shell names the signed-in user's. */
export const tenant = resource('tenant', {
  path: '/blade-system/tenant',
  zh: '租户管理',
  en: 'Tenants',
  naturalKey: 'tenantId',
  tenantScoped: false,
  fields: [
    text('tenantId', '租户ID', 'Tenant ID', { list: true, filter: 'like' }),
    text('tenantName', '租户名称', 'Tenant name', {
      required: 'tenant.tenantName.required',
      list: true,
      filter: 'like',
    }),
    text('domain', '域名地址', 'Domain', { list: true }),
    text('linkman', '联系人', 'Contact', { list: true, filter: 'like' }),
    text('contactNumber', '联系电话', 'Phone', { list: true }),
    long('address', '联系地址', 'Address'),
    num('accountNumber', '账号额度', 'Account quota'),
    date('expireTime', '过期时间', 'Expires'),
    id('datasourceId', '数据源', 'Data source', { ref: 'datasource' }),
    text('backgroundUrl', '背景图', 'Background'),
  ],
  operations: {
    setting: op('POST', 'setting', 'set quota and expiry of tenants', {
      args: 'query',
      params: { ids: 'ids', accountNumber: 'integer?', expireTime: 'date?' },
      effect: {
        handler: 'special/tenants.ts: the tenants’ quota and expiry',
        target: 'ids',
        shows: {
          given: { ids: '@tenant', accountNumber: '~', expireTime: '~' },
          read: 'detail',
          args: { id: '@tenant' },
          holds: { accountNumber: '$accountNumber', expireTime: '$expireTime' },
        },
      },
    }),
    datasource: op('POST', 'datasource', 'bind a data source to a tenant', {
      args: 'query',
      params: { tenantId: 'string', datasourceId: { type: 'id', ref: 'datasource' } },
      effect: {
        handler: 'special/tenants.ts: the tenant’s data source',
        target: 'tenantId',
        shows: {
          given: { tenantId: '@tenant.tenantId', datasourceId: '@datasource' },
          read: 'detail',
          args: { id: '@tenant' },
          holds: { datasourceId: '$datasourceId' },
        },
      },
    }),
    info: op('GET', 'info', 'tenant of a domain (domain)'),
    register: op('POST', 'register', 'register a tenant', { effect: { create: true } }),
  },
});
