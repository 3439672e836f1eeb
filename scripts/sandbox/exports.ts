/**
 * Downloads: every registry operation marked `download` (including `{id}` paths such as
 * `refuseclassify/formdata/export/{id}`), answered with a real .xlsx streamed by exceljs under BladeX's
 * header: `Content-Type: application/vnd.ms-excel;charset=UTF-8` and a plain, percent-encoded UTF-8
 * `filename=` (spaces as `+`). The control API can ask for odd names and for large (padded) files.
 */
import type { OperationSpec, ResourceSpec } from '../../core/src/resources/types.ts';
import type { Principal, RequestContext, SandboxState } from './context.ts';
import { filteredRows, isObject, present } from './resources.ts';
import type { Row } from './store.ts';
import { Failure, formatDateTime, MSG, multipartForm, paramMissing, type Reply, thrown } from './wire.ts';
import { readCells, writeXlsx } from './xlsx.ts';

/** BladeX's `URLEncoder.encode(name, UTF-8)`: percent-encoded, spaces as `+`. */
export function bladeFileNameHeader(name: string): string {
  const encoded = encodeURIComponent(name)
    .replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
    .replaceAll('%20', '+');
  return `attachment;filename=${encoded}`;
}

export interface XlsxReplyInput {
  state: SandboxState;
  fileName: string;
  sheetName: string;
  columns: { key: string; header: string }[];
  rows: Row[];
}

/** A streamed .xlsx reply (no Content-Length: the size is not known before the end). */
export function xlsxReply({ state, fileName, sheetName, columns, rows }: XlsxReplyInput): Reply {
  const name = state.downloadName ?? fileName;
  return {
    status: 200,
    body: null,
    headers: {
      'Content-Type': 'application/vnd.ms-excel;charset=UTF-8',
      'Content-Disposition': bladeFileNameHeader(name),
    },
    stream: (out) => writeXlsx(out, { sheetName, columns, rows, padToBytes: state.largeExportBytes }),
  };
}

const templateRegex = (path: string) =>
  new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{(\w+)\}/g, '(?<$1>[^/]+)')}$`);

function fullPath(spec: ResourceSpec, op: OperationSpec): string {
  return op.path.startsWith('/') ? op.path : `${spec.path}/${op.path}`;
}

/** The export a request calls, with its path parameters; jobs' error exports are served by jobs.ts. */
function findExport(state: SandboxState, path: string) {
  for (const spec of Object.values(state.registry)) {
    if (!path.startsWith(`${spec.path}/`)) continue;
    for (const [name, op] of Object.entries(spec.operations)) {
      if (op.download !== 'export') continue;
      const match = templateRegex(fullPath(spec, op)).exec(path);
      if (match) return { spec, name, op, params: match.groups ?? {} };
    }
  }
  return undefined;
}

/** Rows an export covers: the filters of the query (GET) or of the JSON body (POST), path ids exact. */
export function exportRows(
  state: SandboxState,
  spec: ResourceSpec,
  principal: Principal,
  ctx: RequestContext,
  params: Record<string, string> = {},
): Row[] {
  const source: [string, unknown][] = [...ctx.query.entries()];
  if (ctx.method === 'POST' && isObject(ctx.body)) source.push(...Object.entries(ctx.body));
  return filteredRows(state, spec, principal, source, params).map((r) => present(spec, r));
}

/**
 * The name each export gives its file, by `<resource>.<operation>` (the server names the files; these stand
 * in for the real services' names). `{id}` is the path parameter; the date is appended.
 */
const EXPORT_NAMES: Record<string, string> = {
  'contract-business.repayExport': '还款明细',
  'contract-invoice-list.export': '发票列表',
  'contract-company-received.export': '公司回款',
  'contract-company-invoice.export': '公司开票',
  'contract-info-received.export': '合同回款',
  'contract-info-received.exportCommission': '合同提成',
  'contract-info-invoice.export': '合同开票',
  'contract-info.export': '合同信息',
  'contract-service-execute.serviceExport': '服务执行记录',
  'crm-customer.export': '客户信息',
  'monitor-record.export': '监测记录',
  'epidemic-info.trackExport': '行程记录',
  'epidemic-info.companionExport': '同行人员',
  'payslip-formdata.report': '工资条报表',
  'merchant-info.export': '商户信息',
  'refuse-formdata.export': '垃圾分类数据 {id}',
  'labor-inspection.export': '劳动监察记录',
  'householder.export': '户主信息',
  'inv-report.excelDownload': '调查报告',
  'inv-report.exportSummary': '调查报告汇总',
  'other-masses.export': '其他群众',
  'tool-app-form.export': '工具应用表单',
};

export function exportFileName(spec: ResourceSpec, opName: string, params: Record<string, string>): string {
  const template = EXPORT_NAMES[`${spec.name}.${opName}`] ?? `${spec.text.zh}数据`;
  const base = template.replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? '');
  return `${base} ${formatDateTime().slice(0, 10)}.xlsx`;
}

export function resourceExport(
  state: SandboxState,
  spec: ResourceSpec,
  fileName: string,
  rows: Row[],
): Reply {
  const columns = [
    { key: spec.idField, header: spec.idField },
    ...spec.fields.filter((f) => !f.secret).map((f) => ({ key: f.name, header: f.text.zh })),
  ];
  return xlsxReply({ state, fileName, sheetName: spec.text.zh, columns, rows });
}

/**
 * Rows of a multipart export: the uploaded workbook (part `file`) lists people by name or phone, one per
 * cell; the rows of those people come back (the sandbox keeps no trips that would link companions).
 */
async function uploadedPeopleRows(
  state: SandboxState,
  spec: ResourceSpec,
  principal: Principal,
  ctx: RequestContext,
): Promise<Row[]> {
  const form = await multipartForm(ctx);
  const file = form.get('file');
  if (!file || typeof file === 'string') throw paramMissing('file');
  const people = new Set<string>();
  try {
    for (const value of await readCells(new Uint8Array(await file.arrayBuffer()))) people.add(value);
  } catch {
    throw new Failure(thrown(400, MSG.notReadable));
  }
  const filters = [...form.entries()].filter((e): e is [string, string] => typeof e[1] === 'string');
  return filteredRows(state, spec, principal, filters)
    .map((r) => present(spec, r))
    .filter((r) => people.has(String(r.name ?? '')) || people.has(String(r.phone ?? '')));
}

/** Serves a registry download operation, or null when the path is none. */
export function exportCall(
  state: SandboxState,
  ctx: RequestContext,
  principal: Principal,
): Reply | Promise<Reply> | null {
  const found = findExport(state, ctx.path);
  if (!found || found.spec.name === 'job') return null;
  const { spec, name, op, params } = found;
  if (ctx.method !== op.method) return thrown(405, MSG.methodNotSupported);
  const fileName = exportFileName(spec, name, params);
  if (op.args === 'multipart')
    return uploadedPeopleRows(state, spec, principal, ctx).then((rows) =>
      resourceExport(state, spec, fileName, rows),
    );
  return resourceExport(state, spec, fileName, exportRows(state, spec, principal, ctx, params));
}
