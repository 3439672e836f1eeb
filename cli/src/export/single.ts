import type { BladeClient } from '@nbxt/core/client.ts';
import { claimName, nameKey } from '@nbxt/core/export/names.ts';
import { classifyFailure, retryDelay } from '@nbxt/core/export/retry.ts';
import type { RequestOptions } from '@nbxt/core/http/transport.ts';
import { filesIn, saveDownload, sleep } from './save.ts';

/**
 * One download into a folder (`nbxt job errors`, `nbxt <resource> export`): the server's name made safe,
 * a suffix instead of overwriting a file already there, `.part` then rename, retried like a batch entry
 * when the call is safe. Ctrl-C removes the part file.
 */
export async function saveOne(
  client: BladeClient,
  request: RequestOptions,
  dir: string,
  fallbackName: string,
): Promise<{ path: string; bytes: number }> {
  const controller = new AbortController();
  const onInterrupt = () => controller.abort(new Error('interrupted'));
  process.once('SIGINT', onInterrupt);
  try {
    for (let attempt = 0; ; attempt++) {
      const taken = new Set([...(await filesIn(dir)).keys()].map(nameKey));
      try {
        const download = await client.transport.download(
          { ...request, signal: controller.signal },
          fallbackName,
        );
        return await saveDownload(dir, claimName(download.fileName, taken), download, {
          signal: controller.signal,
        });
      } catch (error) {
        if (controller.signal.aborted || classifyFailure(error, request.safe ?? false, attempt) !== 'retry')
          throw error;
        await sleep(retryDelay(attempt, Math.random), controller.signal);
      }
    }
  } finally {
    process.removeListener('SIGINT', onInterrupt);
  }
}
