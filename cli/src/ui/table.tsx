import { Box, Text } from 'ink';

export interface TableProps {
  columns: { key: string; title: string }[];
  rows: Record<string, string>[];
}

/** A bordered table for terminals: bold header, one line per row; Ink measures wide (CJK) characters. */
export function Table({ columns, rows }: TableProps) {
  return (
    <Box flexDirection="row" borderStyle="round" borderColor="gray" paddingX={1} columnGap={2}>
      {columns.map((column) => (
        <Box key={column.key} flexDirection="column" flexShrink={column.key === 'id' ? 0 : 1}>
          <Text bold color="cyan" wrap="truncate-end">
            {column.title}
          </Text>
          {rows.map((row, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows have no stable key of their own
            <Text key={index} wrap="truncate-end">
              {row[column.key] || ' '}
            </Text>
          ))}
        </Box>
      ))}
    </Box>
  );
}
