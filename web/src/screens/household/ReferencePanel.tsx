import { ActionIcon, Button, Paper, ScrollArea, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ReferenceRow } from '@nbxt/core/household/questionnaire.ts';
import { IconGripHorizontal } from '@tabler/icons-react';
import { type PointerEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The reference panel's width (forms-and-survey.md §9). */
export const PANEL_WIDTH = 320;

/**
 * The draggable reference-value panel (§2.2): field, reference value and source; copying a value
 * shows 复制成功. Dragged by its handle, kept inside the window.
 */
export function ReferencePanel({ rows, label }: { rows: ReferenceRow[]; label: (field: string) => string }) {
  const { t } = useTranslation();
  // Opened at the right, beside the form (which leaves it that room), under the console's header and tabs.
  const [at, setAt] = useState(() => ({
    x: Math.max(16, window.innerWidth - PANEL_WIDTH - 16),
    y: 140,
  }));
  const drag = useRef<{ dx: number; dy: number }>(undefined);
  const onDown = (e: PointerEvent<HTMLDivElement>) => {
    e.currentTarget.setPointerCapture(e.pointerId);
    drag.current = { dx: e.clientX - at.x, dy: e.clientY - at.y };
  };
  const onMove = (e: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    const x = Math.min(Math.max(0, e.clientX - drag.current.dx), window.innerWidth - PANEL_WIDTH);
    const y = Math.min(Math.max(0, e.clientY - drag.current.dy), window.innerHeight - 40);
    setAt({ x, y });
  };
  const copy = async (value: string) => {
    try {
      await navigator.clipboard.writeText(value);
      notifications.show({ color: 'teal', message: t('household.referenceCopied') });
    } catch {
      notifications.show({ color: 'red', message: t('shell.copy.failure') });
    }
  };
  return (
    <Paper
      withBorder
      shadow="md"
      w={PANEL_WIDTH}
      pos="fixed"
      style={{ left: at.x, top: at.y, zIndex: 150 }}
      role="complementary"
      aria-label={t('household.reference.title')}
      data-x={Math.round(at.x)}
      data-y={Math.round(at.y)}
    >
      <div
        onPointerDown={onDown}
        onPointerMove={onMove}
        onPointerUp={() => {
          drag.current = undefined;
        }}
        style={{
          cursor: 'move',
          touchAction: 'none',
          display: 'flex',
          alignItems: 'center',
          gap: 6,
          padding: 8,
        }}
      >
        <ActionIcon variant="subtle" size="sm" aria-label={t('household.reference.drag')} component="span">
          <IconGripHorizontal size={14} />
        </ActionIcon>
        <Text size="sm" fw={600}>
          {t('household.reference.title')}
        </Text>
      </div>
      <ScrollArea.Autosize mah={300}>
        <Table fz="xs" striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th style={{ whiteSpace: 'nowrap' }}>{t('household.referencePanel.field')}</Table.Th>
              <Table.Th>{t('household.referencePanel.value')}</Table.Th>
              <Table.Th>{t('household.referencePanel.source')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.field}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{label(row.field)}</Table.Td>
                <Table.Td>
                  <Button
                    variant="subtle"
                    size="compact-xs"
                    title={t('household.reference.copy')}
                    onClick={() => copy(row.value)}
                  >
                    {row.value}
                  </Button>
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{row.source}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {rows.length === 0 ? (
          <Text size="xs" c="dimmed" p="xs">
            {t('household.reference.none')}
          </Text>
        ) : null}
      </ScrollArea.Autosize>
    </Paper>
  );
}
