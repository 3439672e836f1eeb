import { oss } from '@nbxt/core/resources/system/oss.ts';
import { useCallback } from 'react';
import { useClient } from './client.tsx';

/**
 * Upload one file to object storage (POST /blade-resource/oss/endpoint/put-file, multipart field `file`)
 * through the context client's transport: the client credential and the bearer token in headers, never
 * in a URL. The returned function gives the stored file's link.
 */
export function usePutFile(): (file: File) => Promise<string> {
  const client = useClient();
  return useCallback(
    async (file: File) => {
      const data = await client.resource(oss).upload<{ link?: string } | null>('putFile', [['file', file]]);
      if (!data?.link) throw new Error('upload failed');
      return data.link;
    },
    [client],
  );
}
