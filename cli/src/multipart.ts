import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import type { OperationRequest } from '@nbxt/core/export/request.ts';
import type { FetchLike, RequestOptions } from '@nbxt/core/http/transport.ts';
import { CliError } from './errors.ts';

/**
 * Multipart bodies for core's transport, which sends JSON and forms only: a request names its body by the
 * boundary of its Content-Type header, and the fetch the transport is given attaches the bytes. A retry or
 * the replay after a token refresh sends the same bytes again.
 */
const bodies = new Map<string, Uint8Array<ArrayBuffer>>();

const boundaryOf = (contentType: string | null | undefined) =>
  /;\s*boundary=("?)([^";]+)\1/i.exec(contentType ?? '')?.[2];

export function withMultipartBodies(fetch: FetchLike): FetchLike {
  return (input, init) => {
    if (bodies.size === 0 || init.body != null) return fetch(input, init);
    const body = bodies.get(boundaryOf(new Headers(init.headers).get('content-type')) ?? '');
    return fetch(input, body ? { ...init, body } : init);
  };
}

/**
 * A multipart request: the operation's text parts and one file, `[field=]path` (field `file` by default).
 * `release` forgets the body once the call is over.
 */
export async function withFile(
  request: OperationRequest,
  fileArg: string,
): Promise<{ request: RequestOptions; release: () => void }> {
  const named = /^(\w+)=(.+)$/.exec(fileArg);
  const [field, path] = named ? [named[1]!, named[2]!] : ['file', fileArg];
  let content: Uint8Array<ArrayBuffer>;
  try {
    content = new Uint8Array(await readFile(path));
  } catch (error) {
    throw new CliError(`cannot read ${path}: ${(error as NodeJS.ErrnoException).code ?? String(error)}`);
  }
  const form = new FormData();
  for (const [name, value] of Object.entries(request.multipart ?? {})) form.append(name, value);
  form.append(field, new File([content], basename(path)));
  // Node's own encoder writes the parts and picks the boundary.
  const encoded = new Request('http://multipart.invalid/', { method: 'POST', body: form });
  const contentType = encoded.headers.get('content-type') ?? '';
  const boundary = boundaryOf(contentType) ?? '';
  bodies.set(boundary, new Uint8Array(await encoded.arrayBuffer()));
  const { multipart: _parts, ...rest } = request;
  return {
    request: { ...rest, headers: { ...rest.headers, 'Content-Type': contentType } },
    release: () => {
      bodies.delete(boundary);
    },
  };
}
