import { Badge, Button, Code, Group, Modal, ScrollArea, Table, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { badgeLabel, type ErrorLogEntry } from '@nbxt/core/nav/error-log.ts';
import { uploadErrorLogs } from '@nbxt/core/session/gateway-calls.ts';
import { IconTrash, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clearErrorLogs, errorLogs, useErrorLogs } from '../base/error-log.ts';
import { client } from '../base/runtime.ts';
import { notifyError } from '../kit/notices.ts';
import classes from './Shell.module.css';

/**
 * The error-log dialog (platform.md §2.4, §8): type, address, content and time (stack and component on
 * demand), upload to the server or clear, each after a confirmation. Loaded when first opened.
 */
export default function ErrorLogDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const logs = useErrorLogs();
  const [busy, setBusy] = useState(false);
  const [expanded, setExpanded] = useState<ErrorLogEntry>();

  const confirm = (text: string, onConfirm: () => void) =>
    modals.openConfirmModal({
      title: t('console.shell.notice'),
      children: <Text fz="sm">{text}</Text>,
      labels: { confirm: t('common.ok'), cancel: t('common.cancel') },
      onConfirm,
    });

  const upload = () =>
    confirm(t('shell.ui.errorLog.uploadConfirm'), async () => {
      setBusy(true);
      try {
        // platform.md §7.2: the logs go to POST /blade-auth/oauth/logout; sent logs leave the local list.
        await uploadErrorLogs(client, errorLogs());
        clearErrorLogs();
        onClose();
        notifications.show({ color: 'green', message: t('shell.errorLog.sent') });
      } catch (error) {
        notifyError(error, t);
      } finally {
        setBusy(false);
      }
    });

  const clear = () =>
    confirm(t('shell.ui.errorLog.clearConfirm'), () => {
      clearErrorLogs();
      onClose();
      notifications.show({ color: 'green', message: t('shell.errorLog.cleared') });
    });

  return (
    <Modal opened={opened} onClose={onClose} title={t('shell.ui.errorLog')} size="70rem">
      <Group justify="space-between" mb="sm">
        <Badge variant="light" color={logs.length > 0 ? 'red' : 'gray'} tt="none">
          {t('shell.ui.errorLog')} · {badgeLabel(logs.length)}
        </Badge>
        <Group gap="xs">
          <Button
            size="xs"
            leftSection={<IconUpload size={14} />}
            disabled={logs.length === 0}
            loading={busy}
            onClick={upload}
          >
            {t('shell.ui.errorLog.upload')}
          </Button>
          <Button
            size="xs"
            color="red"
            variant="light"
            leftSection={<IconTrash size={14} />}
            disabled={logs.length === 0}
            onClick={clear}
          >
            {t('shell.ui.errorLog.clear')}
          </Button>
        </Group>
      </Group>
      <ScrollArea.Autosize mah="60vh" type="auto">
        <Table striped highlightOnHover verticalSpacing="xs" fz="sm" layout="fixed">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={90}>{t('shell.ui.errorLog.type')}</Table.Th>
              <Table.Th w="30%">{t('shell.ui.errorLog.address')}</Table.Th>
              <Table.Th>{t('shell.ui.errorLog.content')}</Table.Th>
              <Table.Th w={170}>{t('shell.ui.errorLog.time')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {logs.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={4}>
                  <Text c="dimmed" ta="center" py="lg">
                    {t('shell.ui.errorLog.empty')}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ) : (
              logs.flatMap((log, index) => {
                const rows = [
                  <Table.Tr
                    // biome-ignore lint/suspicious/noArrayIndexKey: entries have no identity; the same error may repeat within a second
                    key={`${log.time}-${index}`}
                    onClick={() => setExpanded(expanded === log ? undefined : log)}
                    style={{ cursor: 'pointer' }}
                  >
                    <Table.Td>
                      <Badge size="sm" color="red" variant="light" tt="none">
                        {log.type}
                      </Badge>
                    </Table.Td>
                    <Table.Td className={classes.cellText}>{log.address}</Table.Td>
                    <Table.Td className={classes.cellText}>{log.content}</Table.Td>
                    <Table.Td>{log.time}</Table.Td>
                  </Table.Tr>,
                ];
                if (expanded === log)
                  rows.push(
                    // biome-ignore lint/suspicious/noArrayIndexKey: see above
                    <Table.Tr key={`${log.time}-${index}-detail`}>
                      <Table.Td colSpan={4}>
                        <Text fz="xs" fw={600} mb={4}>
                          {t('shell.ui.errorLog.stack')}
                        </Text>
                        <Code block className={classes.stack}>
                          {log.stack || log.content}
                        </Code>
                        {log.info ? (
                          <>
                            <Text fz="xs" fw={600} mt="xs" mb={4}>
                              {t('shell.ui.errorLog.info')}
                            </Text>
                            <Code block className={classes.stack}>
                              {log.info}
                            </Code>
                          </>
                        ) : null}
                      </Table.Td>
                    </Table.Tr>,
                  );
                return rows;
              })
            )}
          </Table.Tbody>
        </Table>
      </ScrollArea.Autosize>
    </Modal>
  );
}
