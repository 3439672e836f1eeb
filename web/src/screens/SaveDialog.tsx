import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { SpecClient } from '@nbxt/core/spec-client.ts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useTask } from '../kit/hooks.ts';

/**
 * What an administration dialog's OK runs (through the context client): its outcome notified (the
 * server's `msg` on failure); after a success the `reload` entries' queries reload, then the dialog closes.
 */
export function useDialogSave(
  save: (client: SpecClient) => Promise<unknown>,
  onClose: () => void,
  reload: readonly string[] = [],
) {
  return useTask<void>((client) => save(client), { success: 'sys.op.success', reload, onSuccess: onClose });
}

/** An administration dialog: its title, a dimmed line naming what it acts on, its fields, cancel and OK. */
export function SaveDialog({
  title,
  subject,
  saving,
  disabled,
  onSave,
  onClose,
  children,
}: {
  title: string;
  subject?: ReactNode;
  saving: boolean;
  disabled?: boolean;
  onSave: () => void;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Modal opened onClose={onClose} title={<Text fw={600}>{title}</Text>} radius="md">
      <Stack gap="md">
        {subject === undefined ? null : (
          <Text fz="sm" c="dimmed">
            {subject}
          </Text>
        )}
        {children}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button disabled={disabled} loading={saving} onClick={onSave}>
            {t('common.ok')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
