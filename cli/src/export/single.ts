import type { BladeClient } from '@nbxt/core/client.ts';
import { downloadFailureKey } from '@nbxt/core/export/failure.ts';
import { chooseFileName, claimName, nameKey } from '@nbxt/core/export/names.ts';
import { classifyFailure, retryDelay } from '@nbxt/core/export/retry.ts';
import type { RequestOptions } from '@nbxt/core/http/transport.ts';
import { CliError, ExitCode } from '../errors.ts';
import { downloadFailureText } from './failure-text.ts';
import { listenForInterrupt } from './interrupt.ts';
import { keepYoungGenerationSmall } from './memory.ts';
import { filesIn, saveDownload, sleep } from './save.ts';

/**
 * One download into a folder (`nbxt job errors`, `nbxt <resource> export`): the server's name made safe
 * (else `fallbackName` with the content type's extension), a suffix instead of overwriting a file already
 * there, part file then rename, retried like a batch entry when the call is safe. Ctrl-C removes the part
 * file and exits 130.
 */
export async function saveOne(
  client: BladeClient,
  request: RequestOptions,
  dir: string,
  fallbackName: string,
): Promise<{ path: string; bytes: number }> {
  keepYoungGenerationSmall();
  const interruption = listenForInterrupt();
  const { signal } = interruption;
  try {
    for (let attempt = 0; ; attempt++) {
      const taken = new Set([...(await filesIn(dir)).keys()].map(nameKey));
      try {
        const download = await client.transport.download({ ...request, signal }, '');
        const name = chooseFileName(undefined, download.fileName, fallbackName, download.contentType);
        return await saveDownload(dir, claimName(name, taken), download, { signal });
      } catch (error) {
        if (signal.aborted) throw new CliError('interrupted', ExitCode.interrupted);
        if (classifyFailure(error, request.safe ?? false, attempt) !== 'retry')
          throw downloadFailureKey(error) ? new CliError(downloadFailureText(error)) : error;
        await sleep(retryDelay(attempt, Math.random), signal).catch(() => {});
      }
    }
  } finally {
    interruption.dispose();
  }
}
