import type { BatchFigures } from '@nbxt/core/export/progress.ts';
import type { IOStreams } from '../io.ts';
import { writeLine } from '../io.ts';
import type { BatchEvent } from './batch.ts';
import type { ActiveDownload } from './view.tsx';

/**
 * How a batch reports while it runs: on a terminal an Ink view (overall figures and one line per active
 * download, loaded lazily); piped, one plain line per finished entry; under --json nothing until the end.
 */
export interface Reporter {
  event(event: BatchEvent): void;
  close(): Promise<void>;
}

export async function createReporter(
  io: IOStreams,
  mode: 'tty' | 'plain' | 'quiet',
  total: number,
): Promise<Reporter> {
  const started = performance.now();
  const figures: BatchFigures = { total, done: 0, failed: 0, skipped: 0, bytes: 0, elapsedMs: 0 };
  const active = new Map<number, ActiveDownload>();
  const bytesOf = new Map<number, number>();
  // Lines of entries finishing together go out in one write (a write per line costs a system call each).
  let pending: Promise<void> = Promise.resolve();
  let lines: string[] = [];
  const line = (text: string) => {
    lines.push(text);
    if (lines.length > 1) return;
    pending = pending
      .then(() => new Promise<void>((resolve) => setImmediate(resolve)))
      .then(() => {
        const chunk = lines.join('\n');
        lines = [];
        return writeLine(io.stdout, chunk);
      });
  };

  const track = (event: BatchEvent) => {
    switch (event.type) {
      case 'start':
        active.set(event.index, { index: event.index, label: event.label, bytes: 0, attempt: 0 });
        break;
      case 'bytes': {
        const a = active.get(event.index);
        figures.bytes += event.bytes - (bytesOf.get(event.index) ?? 0);
        bytesOf.set(event.index, event.bytes);
        if (a) Object.assign(a, { bytes: event.bytes, size: event.size, file: event.file });
        break;
      }
      case 'retry': {
        const a = active.get(event.index);
        figures.bytes -= bytesOf.get(event.index) ?? 0;
        bytesOf.delete(event.index);
        if (a) Object.assign(a, { bytes: 0, attempt: event.attempt });
        break;
      }
      case 'saved':
        figures.done++;
        active.delete(event.index);
        break;
      case 'skipped':
        figures.skipped++;
        break;
      case 'failed':
        figures.failed++;
        active.delete(event.index);
        break;
    }
    figures.elapsedMs = performance.now() - started;
  };

  if (mode !== 'tty') {
    return {
      event(event) {
        track(event);
        if (mode === 'quiet') return;
        if (event.type === 'saved') line(`saved ${event.file} (${event.bytes} bytes)`);
        else if (event.type === 'skipped') line(`skipped ${event.file} (already done)`);
        else if (event.type === 'failed') line(`failed ${event.label}: ${event.error}`);
      },
      close: () => pending,
    };
  }

  const [{ render }, { createElement }, { BatchView }] = await Promise.all([
    import('ink'),
    import('react'),
    import('./view.tsx'),
  ]);
  const width = (io.stdout as { columns?: number }).columns ?? 100;
  const view = () =>
    createElement(BatchView, { figures: { ...figures }, active: [...active.values()], width });
  const app = render(view(), {
    stdout: io.stdout as NodeJS.WriteStream,
    patchConsole: false,
    exitOnCtrlC: false,
  });
  const timer = setInterval(() => {
    figures.elapsedMs = performance.now() - started;
    app.rerender(view());
  }, 200);
  return {
    event(event) {
      track(event);
      if (event.type !== 'bytes') app.rerender(view());
    },
    async close() {
      clearInterval(timer);
      app.rerender(view());
      app.unmount();
      await app.waitUntilExit().catch(() => {});
    },
  };
}
