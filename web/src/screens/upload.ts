import { client } from '../app/runtime.ts';

/**
 * Upload one file to object storage (POST /blade-resource/oss/endpoint/put-file, multipart field `file`)
 * through core's transport: the client credential and the bearer token in headers, never in a URL.
 * Returns the stored file's link.
 */
export async function putFile(file: File): Promise<string> {
  const data = await client.resource('oss').upload<{ link?: string } | null>('putFile', [['file', file]]);
  if (!data?.link) throw new Error('upload failed');
  return data.link;
}
