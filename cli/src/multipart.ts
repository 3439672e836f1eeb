import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import type { OperationRequest } from '@nbxt/core/export/request.ts';
import { CliError } from './errors.ts';

/** A multipart request with one file added after the operation's text parts: `[field=]path` (field `file`). */
export async function withFile(request: OperationRequest, fileArg: string): Promise<OperationRequest> {
  const named = /^(\w+)=(.+)$/.exec(fileArg);
  const [field, path] = named ? [named[1]!, named[2]!] : ['file', fileArg];
  let content: Uint8Array<ArrayBuffer>;
  try {
    content = new Uint8Array(await readFile(path));
  } catch (error) {
    throw new CliError(`cannot read ${path}: ${(error as NodeJS.ErrnoException).code ?? String(error)}`);
  }
  return {
    ...request,
    multipart: [...(request.multipart ?? []), [field, new File([content], basename(path))]],
  };
}
