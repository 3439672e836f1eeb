import { DEFAULT_CLIENT } from '@nbxt/core/client.ts';
import { client } from '../app/runtime.ts';

const meta = (name: string) =>
  document.querySelector(`meta[name="${name}"]`)?.getAttribute('content')?.trim() || undefined;

/**
 * Upload one file to object storage (POST /blade-resource/oss/endpoint/put-file, multipart field `file`)
 * with the same headers as every call: the client credential and the bearer token, never a token in a URL.
 * Returns the stored file's link. core's transport sends JSON and forms only, so this one call is here.
 */
export async function putFile(file: File): Promise<string> {
  const id = meta('nbxt-client-id') ?? DEFAULT_CLIENT.clientId;
  const secret = meta('nbxt-client-secret') ?? DEFAULT_CLIENT.clientSecret;
  const headers: Record<string, string> = { Authorization: `Basic ${btoa(`${id}:${secret}`)}` };
  const token = client.session.accessToken();
  if (token) headers['Blade-Auth'] = `bearer ${token}`;
  const body = new FormData();
  body.append('file', file);
  const response = await fetch('/api/blade-resource/oss/endpoint/put-file', {
    method: 'POST',
    headers,
    body,
  });
  const envelope = (await response.json().catch(() => ({}))) as {
    code?: number;
    msg?: string;
    data?: { link?: string };
  };
  if (!response.ok || (envelope.code ?? response.status) !== 200 || !envelope.data?.link)
    throw new Error(envelope.msg || response.statusText || 'upload failed');
  return envelope.data.link;
}
