import type { Messages } from '../types.ts';

/** Shell texts of platform.md §2.4 and §8 not held by platform.ts or console.ts: cache, error log, copy. */
export const shellMessages = {
  'shell.clearCache.confirm': { zh: '是否需要清除缓存?', en: 'Clear the cache?' },
  'shell.clearCache.done': { zh: '清除完毕', en: 'Cache cleared' },
  'shell.errorLog.sent': { zh: '发送成功!', en: 'Sent!' },
  'shell.errorLog.cleared': { zh: '清空成功!', en: 'Cleared!' },
  'shell.copy.success': { zh: '复制成功', en: 'Copied' },
  'shell.copy.failure': { zh: '复制失败', en: 'Copy failed' },
  'shell.register.title': { zh: '账号注册', en: 'Register an account' },
  'shell.register.hint': {
    zh: '该第三方账号尚未绑定系统账号，请填写以下信息提交注册申请',
    en: 'No account is bound to this third-party identity yet: ask for one below',
  },
  'shell.register.noticeTitle': { zh: '注册提示', en: 'Registration' },
  'shell.register.submitted': {
    zh: '注册申请已提交,请耐心等待管理员通过!',
    en: 'Your registration was submitted; please wait for an administrator to approve it!',
  },
} as const satisfies Messages;
