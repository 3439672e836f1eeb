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
import { formatDateTime, MSG, type Reply, thrown } from './wire.ts';
import { writeXlsx } from './xlsx.ts';

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
      if (!op.download) continue;
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

export function resourceExport(
  state: SandboxState,
  spec: ResourceSpec,
  principal: Principal,
  ctx: RequestContext,
  params: Record<string, string> = {},
): Reply {
  const rows = exportRows(state, spec, principal, ctx, params);
  const columns = [
    { key: spec.idField, header: spec.idField },
    ...spec.fields.filter((f) => !f.secret).map((f) => ({ key: f.name, header: f.text.zh })),
  ];
  return xlsxReply({
    state,
    fileName: `${spec.text.zh}数据 ${formatDateTime().slice(0, 10)}.xlsx`,
    sheetName: spec.text.zh,
    columns,
    rows,
  });
}

/** Serves a registry download operation, or null when the path is none. */
export function exportCall(state: SandboxState, ctx: RequestContext, principal: Principal): Reply | null {
  const found = findExport(state, ctx.path);
  if (!found || found.spec.name === 'job') return null;
  if (ctx.method !== found.op.method) return thrown(405, MSG.methodNotSupported);
  return resourceExport(state, found.spec, principal, ctx, found.params);
}
