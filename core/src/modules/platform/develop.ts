import { module } from '../types.ts';
import { customScreen, listScreen } from './screens.ts';

/** Development and monitoring (platform.md §4): the three logs, code generation and datasources. */
export const develop = module({
  name: 'develop',
  text: { zh: '开发监控', en: 'Development' },
  resources: [],
  screens: [
    listScreen('/monitor/log/usual', 'log-usual', '通用日志', 'General logs'),
    listScreen('/monitor/log/api', 'log-api', '接口日志', 'API logs'),
    listScreen('/monitor/log/error', 'log-error', '错误日志', 'Error logs'),
    customScreen('/tool/code', 'code', '代码生成', 'Code generation'),
    listScreen('/tool/datasource', 'datasource', '数据源管理', 'Data sources'),
  ],
});
