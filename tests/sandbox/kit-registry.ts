/**
 * A small synthetic registry beside the real one: entries whose operations use every reply kind, role and
 * effect, and whose fields use kinds, choices and refs (the sandbox generates their rows).
 */
import { module } from '../../core/src/modules/types.ts';
import { op, resource, text, typed } from '../../core/src/resources/define.ts';
import { registry as coreRegistry } from '../../core/src/resources/registry.ts';
import type { Registry } from '../../core/src/resources/types.ts';

const num = typed('number');
const date = typed('date');
const id = typed('id');

export const kitContract = resource('kit-contract', {
  path: '/kit/contract',
  zh: '测试合同',
  en: 'Kit contracts',
  fields: [
    text('contractNo', '合同编号', 'Contract number', { kind: 'code', list: true }),
    text('companyName', '签约单位', 'Company', { kind: 'company', list: true }),
    text('signer', '签约人', 'Signer', { kind: 'person' }),
    text('idCard', '身份证号', 'ID card', { kind: 'idcard' }),
    text('mobile', '手机号', 'Mobile', { kind: 'phone' }),
    text('address', '地址', 'Address', { kind: 'address' }),
    num('amount', '金额', 'Amount', { kind: 'money' }),
    id('ownerId', '负责人', 'Owner', { ref: 'user' }),
  ],
});

export const kitCase = resource('kit-case', {
  path: '/kit/case',
  zh: '测试事项',
  en: 'Kit cases',
  fields: [
    text('title', '标题', 'Title', { kind: 'title', list: true, filter: 'like', required: true }),
    text('batch', '批次', 'Batch'),
    num('amount', '金额', 'Amount', { kind: 'money' }),
    text('state', '状态', 'State', {
      choices: [
        { value: '0', zh: '已关闭', en: 'Closed' },
        { value: '1', zh: '处理中', en: 'Open' },
      ],
    }),
    text('closedBy', '关闭人', 'Closed by'),
    date('day', '日期', 'Day'),
    text('kind', '类别', 'Kind', {
      choices: [
        { value: 'a', zh: '甲', en: 'A' },
        { value: 'b', zh: '乙', en: 'B' },
      ],
    }),
    id('contractId', '合同', 'Contract', { ref: 'kit-contract' }),
    id('contractIds', '关联合同', 'Contracts', { ref: 'kit-contract' }),
  ],
  operations: {
    stats: op('GET', 'stats', 'figures', {
      reply: 'figures',
      role: 'statistics',
      figures: {
        total: { zh: '总数', en: 'Total' },
        amount: { zh: '金额', en: 'Amount', sum: 'amount' },
        open: { zh: '处理中', en: 'Open', where: { state: '1' } },
      },
    }),
    byMonth: op('GET', 'byMonth', 'chart by month', {
      reply: 'chart',
      role: 'chart',
      chart: {
        x: 'day',
        series: { count: { zh: '数量', en: 'Count' }, amount: { zh: '金额', en: 'Amount', sum: 'amount' } },
      },
    }),
    byKind: op('GET', 'byKind', 'chart by kind', {
      reply: 'chart',
      chart: { x: 'kind', series: { open: { zh: '处理中', en: 'Open', where: { state: '1' } } } },
    }),
    close: op('POST', 'close/{id}', 'close a case', {
      args: 'none',
      params: { id: 'id', by: 'string?@query' },
      reply: 'flag',
      role: 'row',
      text: { zh: '关闭', en: 'Close' },
      effect: { target: 'id', sets: { state: '=0', closedBy: 'by' } },
    }),
    drop: op('POST', 'drop', 'remove cases', {
      args: 'none',
      params: { ids: 'ids@query' },
      reply: 'none',
      role: 'rows',
      text: { zh: '批量删除', en: 'Remove' },
      effect: { target: 'ids', remove: true },
    }),
    save: op('POST', 'save', 'add or update a case (the body is the record)', {
      reply: 'flag',
      effect: { target: 'id', upsert: true },
    }),
    count: op('GET', 'count', 'how many', {
      reply: 'value',
      role: 'toolbar',
      text: { zh: '统计', en: 'Count' },
    }),
    search: op('GET', 'search', 'records', { reply: 'records', role: 'lookup' }),
    forest: op('GET', 'forest', 'a forest', { reply: 'tree' }),
    one: op('GET', 'one', 'one record', { params: { id: 'id' }, reply: 'record' }),
    query: op('POST', 'query', 'a page (filters in the body)', {
      safe: true,
      params: { current: 'integer?@query', size: 'integer?@query' },
      reply: 'page',
    }),
    typed: op('GET', 'typed', 'typed arguments', {
      args: 'none',
      params: { n: 'integer', day: 'date?', flag: 'boolean?' },
      reply: 'value',
    }),
    importCases: op('POST', 'import', 'import cases', {
      args: 'multipart',
      params: { file: 'file' },
      reply: 'value',
      role: 'import',
      importSteps: { progress: 'importProcess', result: 'importResult' },
    }),
    importProcess: op('GET', 'importProcess', 'import progress', {
      args: 'none',
      params: { id: 'id?' },
      reply: 'progress',
      role: 'progress',
    }),
    importResult: op('GET', 'importResult', 'import result', {
      args: 'none',
      params: { id: 'id?' },
      reply: 'record',
      role: 'result',
    }),
    download: op('GET', 'download', 'the cases as a spreadsheet', { reply: 'file' }),
  },
});

export const kitModule = module({
  name: 'kit',
  text: { zh: '测试模块', en: 'Kit module' },
  icon: 'IconFlask',
  resources: [kitContract, kitCase],
  screens: [
    { path: '/kit/case', view: 'list', resource: 'kit-case', text: { zh: '事项', en: 'Cases' }, menu: true },
    { path: '/kit/case/:id', view: 'detail', resource: 'kit-case', text: { zh: '事项详情', en: 'Case' } },
    {
      path: '/kit/contract',
      view: 'list',
      resource: 'kit-contract',
      text: { zh: '合同', en: 'Contracts' },
      menu: true,
    },
  ],
});

export const kitRegistry: Registry = { ...coreRegistry, 'kit-contract': kitContract, 'kit-case': kitCase };
