/**
 * `POST /blade-resource/oss/endpoint/put-file` (multipart, field `file`): keeps the file in the database,
 * records an attachment and answers BladeX's BladeFile (link, domain, name, originalName, attachId).
 * Files are served back under `/api/sandbox-file/<attachId>`, standing in for the object store.
 */
import type { Principal, RequestContext, SandboxState } from './context.ts';
import { insertRow } from './store.ts';
import { Failure, formatDateTime, MSG, multipartForm, ok, type Reply, thrown } from './wire.ts';

export const FILE_PREFIX = '/sandbox-file/';

export async function putFile(
  state: SandboxState,
  ctx: RequestContext,
  principal: Principal,
): Promise<Reply> {
  if (ctx.method !== 'POST') throw new Failure(thrown(405, MSG.methodNotSupported));
  const form = await multipartForm(ctx);
  const file = form.get('file');
  if (!file || typeof file === 'string') throw new Failure(thrown(400, `${MSG.paramMiss}: file`));
  const attachId = state.nextId();
  const content = Buffer.from(await file.arrayBuffer());
  state.db
    .prepare('INSERT INTO files (id, name, type, content) VALUES (?, ?, ?, ?)')
    .run(attachId, file.name, file.type || 'application/octet-stream', content);
  const extension = file.name.includes('.') ? file.name.slice(file.name.lastIndexOf('.') + 1) : '';
  const name = `upload/${formatDateTime().slice(0, 10).replaceAll('-', '')}/${attachId}${extension ? `.${extension}` : ''}`;
  const link = `/api${FILE_PREFIX}${attachId}`;
  const now = formatDateTime();
  insertRow(state.db, state.registry.attach!, attachId, principal.tenantId, {
    id: attachId,
    tenantId: principal.tenantId,
    link,
    domain: '',
    name,
    originalName: file.name,
    extension,
    attachSize: content.length,
    createUser: principal.userId,
    createTime: now,
    updateTime: now,
    status: 1,
    isDeleted: 0,
  });
  return ok({ link, domain: '', name, originalName: file.name, attachId });
}

/**
 * A file uploaded before, named by its stored path: the object name put-file answered
 * (`upload/<day>/<id>.<ext>`) or its link (`/api/sandbox-file/<id>`); undefined when none is stored.
 */
export function storedFile(state: SandboxState, path: string): Blob | undefined {
  const id = /(\d+)(?:\.\w+)?$/.exec(path)?.[1];
  const row = id
    ? (state.db.prepare('SELECT type, content FROM files WHERE id = ?').get(id) as
        | { type: string; content: Uint8Array }
        | undefined)
    : undefined;
  return row ? new Blob([new Uint8Array(row.content)], { type: row.type }) : undefined;
}

/** The address of a seeded picture (kind `image`): one the sandbox draws, so that a list shows a picture. */
export const samplePicture = (entry: string, n: number) => `/api${FILE_PREFIX}sample-${entry}-${n}.svg`;

const SAMPLE = /^sample-([\w-]+)-(\d+)\.svg$/;

/** A seeded picture: a tile of a colour of its entry with a landscape on it and its number. */
function drawSample(entry: string, n: number): string {
  let hash = 0;
  for (const ch of entry) hash = (hash * 31 + ch.charCodeAt(0)) % 360;
  const hue = (hash + n * 47) % 360;
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240" viewBox="0 0 320 240">' +
    `<rect width="320" height="240" fill="hsl(${hue},45%,82%)"/>` +
    `<circle cx="245" cy="70" r="28" fill="hsl(${(hue + 40) % 360},70%,92%)"/>` +
    `<path d="M0 240 L95 120 L160 190 L215 140 L320 240 Z" fill="hsl(${hue},35%,55%)"/>` +
    `<text x="16" y="36" font-family="sans-serif" font-size="22" fill="hsl(${hue},40%,30%)">${n}</text>` +
    '</svg>'
  );
}

/** The bytes of an uploaded file (or a seeded picture), for `GET /sandbox-file/<id>`. */
export function serveFile(state: SandboxState, path: string): Reply {
  const id = path.slice(FILE_PREFIX.length);
  const sample = SAMPLE.exec(id);
  if (sample)
    return {
      status: 200,
      body: null,
      raw: drawSample(sample[1]!, Number(sample[2])),
      headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'max-age=86400' },
    };
  const row = state.db.prepare('SELECT name, type, content FROM files WHERE id = ?').get(id) as
    | { name: string; type: string; content: Uint8Array }
    | undefined;
  if (!row) return thrown(404, MSG.notFound);
  return { status: 200, body: null, raw: Buffer.from(row.content), headers: { 'Content-Type': row.type } };
}
