import { type BatchFigures, formatBytes, progressLine } from '@nbxt/core/export/progress.ts';
import { Box, Text } from 'ink';

/** The terminal view of a batch: overall progress, then one line per active download. */

export interface ActiveDownload {
  index: number;
  label: string;
  file?: string;
  bytes: number;
  size?: number;
  attempt: number;
}

export interface BatchViewProps {
  figures: BatchFigures;
  active: ActiveDownload[];
  width: number;
}

function bar(done: number, total: number, width: number): string {
  const filled = total > 0 ? Math.round((done / total) * width) : 0;
  return `${'█'.repeat(filled)}${'░'.repeat(Math.max(0, width - filled))}`;
}

export function BatchView({ figures, active, width }: BatchViewProps) {
  const finished = figures.done + figures.skipped + figures.failed;
  return (
    <Box flexDirection="column">
      <Text>
        <Text color="cyan">{bar(finished, figures.total, Math.min(30, Math.max(10, width - 60)))}</Text>{' '}
        {progressLine(figures)}
      </Text>
      {active.map((a) => (
        <Text key={a.index} wrap="truncate-end">
          <Text color="gray"> ↓ </Text>
          {a.file ?? a.label} {formatBytes(a.bytes)}
          {a.size ? ` / ${formatBytes(a.size)}` : ''}
          {a.attempt > 0 ? <Text color="yellow"> (retry {a.attempt})</Text> : null}
        </Text>
      ))}
    </Box>
  );
}
