import { op, resource, text, typed } from '@nbxt/core/resources/define.ts';

/**
 * A small entry of our own with every console role (the registry's modules are being filled in parallel):
 * a toolbar action, a rows action, a row action, a download, statistics, a chart and an import.
 */
export const grant = resource('kit-grant', {
  path: '/kit/grant',
  zh: '补贴发放',
  en: 'Grants',
  fields: [
    text('name', '姓名', 'Name', { list: true, filter: 'like', required: true }),
    typed('number')('amount', '金额', 'Amount', { list: true, kind: 'money' }),
    typed('datetime')('grantTime', '发放时间', 'Granted at', { list: true }),
    text('status', '状态', 'Status', { list: true }),
  ],
  operations: {
    settle: op('POST', 'settle', 'settle every pending grant', {
      args: 'none',
      reply: 'flag',
      role: 'toolbar',
      text: { zh: '全部结算', en: 'Settle all' },
    }),
    approve: op('POST', 'approve', 'approve the selected grants', {
      args: 'none',
      params: { ids: 'ids@query' },
      reply: 'flag',
      role: 'rows',
      text: { zh: '批量审核', en: 'Approve' },
      effect: { target: 'ids', sets: { status: '=approved' } },
    }),
    revoke: op('POST', 'revoke/{id}', 'revoke one grant', {
      args: 'none',
      reply: 'flag',
      role: 'row',
      text: { zh: '撤销', en: 'Revoke' },
    }),
    stat: op('GET', 'stat', 'totals', {
      reply: 'figures',
      role: 'statistics',
      text: { zh: '发放统计', en: 'Totals' },
      figures: {
        count: { zh: '发放人数', en: 'People' },
        total: { zh: '发放总额', en: 'Amount', sum: 'amount' },
      },
    }),
    monthly: op('GET', 'monthly', 'amount by month', {
      reply: 'chart',
      role: 'chart',
      text: { zh: '月度发放', en: 'By month' },
      chart: { x: 'grantTime', series: { total: { zh: '金额', en: 'Amount', sum: 'amount' } } },
    }),
    importExcel: op('POST', 'import', 'import grants from a spreadsheet', {
      args: 'multipart',
      params: { file: 'file' },
      reply: 'value',
      role: 'import',
      text: { zh: '导入', en: 'Import' },
      importSteps: { progress: 'importProcess', result: 'importResult' },
    }),
    importProcess: op('GET', 'importProcess/{id}', 'import progress', {
      reply: 'progress',
      role: 'progress',
    }),
    importResult: op('GET', 'importResult/{id}', 'import result', { reply: 'any', role: 'result' }),
  },
});

/** Payments of a grant: the related list of its detail. */
export const payment = resource('kit-payment', {
  path: '/kit/payment',
  zh: '发放记录',
  en: 'Payments',
  fields: [
    text('grantId', '补贴', 'Grant', { filter: 'equal' }),
    text('bank', '银行', 'Bank', { list: true }),
    typed('number')('paid', '实发', 'Paid', { list: true, kind: 'money' }),
  ],
});

export const page = (records: unknown[], total = records.length, current = 1, size = 10) => ({
  records,
  total,
  current,
  size,
  pages: Math.max(1, Math.ceil(total / size)),
});
