import { op, resource, text } from '../define.ts';
import { long, num } from './fields.ts';

/**
 * `status` of an object-storage or SMS configuration, keys of the `yes_no` dictionary (1 否, 2 是): BladeX's
 * `enable` sets the chosen one to 2 and the tenant's others to 1.
 */
export const CONFIG_STATUS = { disabled: 1, enabled: 2 } as const;

/** Object storage (platform.md §7.5): every upload goes through it. */
export const oss = resource('oss', {
  path: '/blade-resource/oss',
  zh: '对象存储',
  en: 'Object storage',
  naturalKey: 'ossCode',
  fields: [
    num('category', '分类', 'Category', { list: true, dict: 'oss', filter: 'equal' }),
    text('ossCode', '资源编号', 'Code', { list: true, filter: 'like' }),
    text('endpoint', '资源地址', 'Endpoint', { list: true }),
    text('bucketName', '空间名', 'Bucket', { list: true }),
    text('accessKey', '访问密钥（AccessKey）', 'Access key', { secret: true }),
    text('secretKey', '私有密钥（SecretKey）', 'Secret key', { secret: true }),
    text('appId', '应用 ID', 'App ID'),
    text('region', '地域', 'Region'),
    num('status', '是否启用', 'Enabled', { list: true, dict: 'yes_no', filter: 'equal' }),
    long('remark', '备注', 'Remark'),
  ],
  operations: {
    enable: op('POST', 'enable', 'enable a storage', {
      args: 'query',
      params: { id: 'id' },
      effect: {
        handler: 'special/code-and-configs.ts: the enabled storage',
        target: 'id',
        shows: {
          given: { id: '@oss' },
          read: 'detail',
          args: { id: '@oss' },
          holds: { status: `=${CONFIG_STATUS.enabled}` },
        },
      },
    }),
    // A public form with an upload field stores its files signed out, naming itself (formKey, in the query).
    putFile: op('POST', 'endpoint/put-file', 'upload a file (multipart: file)', {
      args: 'multipart',
      params: { formKey: 'string?@query' },
      publicFor: 'upload',
      effect: { none: 'stores the file in object storage; records take its link when saved' },
    }),
  },
});
