import { module } from '../types.ts';
import { listScreen } from './screens.ts';

/** The platform's registry-driven lists with nothing of their own: params, posts, clients, scopes, reports. */
export const lists = module({
  name: 'lists',
  text: { zh: '系统列表', en: 'System lists' },
  resources: [],
  screens: [
    listScreen('/system/param', 'param', '系统参数', 'System parameters'),
    listScreen('/system/post', 'post', '岗位管理', 'Posts'),
    listScreen('/system/client', 'client', '应用管理', 'Clients'),
    listScreen('/authority/datascope', 'data-scope', '数据权限', 'Data scopes'),
    listScreen('/authority/apiscope', 'api-scope', '接口权限', 'API scopes'),
    listScreen('/report/reportlist', 'report', '报表管理', 'Reports'),
  ],
});
