import type { Messages } from '../types.ts';

/** Texts of downloads and batch exports (the ops issue: jobs and batch report export). */
export const exportMessages = {
  'export.notAFile': {
    zh: '服务器返回的是 JSON 数据，不是文件',
    en: 'the server answered with JSON, not a file',
  },
} as const satisfies Messages;
