import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { Row } from '@nbxt/core/crud/client.ts';
import { platformResource } from '@nbxt/core/resources/platform.ts';
import { CONFIG_STATUS } from '@nbxt/core/resources/system.ts';
import { IconPower, IconSend } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { client } from '../app/runtime.ts';
import { ResourceList } from '../crud/ResourceList.tsx';
import type { RowAction } from '../crud/RowActions.tsx';
import { notifyError, notifyOk } from './notify.ts';

/** Enabling one configuration of object storage or SMS (the others are disabled by the server). */
function useEnable(resource: 'oss' | 'sms') {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const enable = useMutation({
    mutationFn: (id: string) => client.resource(resource).call('enable', { id }),
    onSuccess: async () => {
      notifyOk(t);
      await queryClient.invalidateQueries({ queryKey: ['resource', resource] });
    },
    onError: (error) => notifyError(t, error),
  });
  return (row: Row): RowAction => ({
    key: 'enable',
    operation: 'enable',
    label: t('sys.enable'),
    icon: <IconPower size={14} />,
    color: 'teal',
    disabled: Number(row.status) === CONFIG_STATUS.enabled,
    onClick: () =>
      modals.openConfirmModal({
        title: t('console.shell.notice'),
        children: <Text fz="sm">{t('sys.enable.confirm')}</Text>,
        labels: { confirm: t('common.ok'), cancel: t('common.cancel') },
        onConfirm: () => enable.mutate(String(row.id)),
      }),
  });
}

export function OssScreen({ title }: { title?: string }) {
  const enable = useEnable('oss');
  return (
    <ResourceList spec={platformResource('oss')!} options={{ title, rowActions: (row) => [enable(row)] }} />
  );
}

export function SmsScreen({ title }: { title?: string }) {
  const { t } = useTranslation();
  const enable = useEnable('sms');
  const [testing, setTesting] = useState<Row>();
  return (
    <>
      <ResourceList
        spec={platformResource('sms')!}
        options={{
          title,
          rowActions: (row) => [
            enable(row),
            {
              key: 'test',
              operation: 'sendMessage',
              label: t('sys.sms.test'),
              icon: <IconSend size={14} />,
              onClick: () => setTesting(row),
            },
          ],
        }}
      />
      {testing ? <SmsTest sms={testing} onClose={() => setTesting(undefined)} /> : null}
    </>
  );
}

function SmsTest({ sms, onClose }: { sms: Row; onClose: () => void }) {
  const { t } = useTranslation();
  const [phones, setPhones] = useState('');
  const [params, setParams] = useState('');
  const [error, setError] = useState<string>();
  const send = useMutation({
    mutationFn: () =>
      client
        .resource('sms')
        .call('sendMessage', { code: String(sms.smsCode ?? ''), phones: phones.trim(), params }),
    onSuccess: () => {
      notifyOk(t, 'sys.sms.sent');
      onClose();
    },
    onError: (e) => notifyError(t, e),
  });
  return (
    <Modal opened onClose={onClose} title={<Text fw={600}>{t('sys.sms.test')}</Text>} radius="md">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!phones.trim()) return setError(t('sys.sms.phonesRequired'));
          setError(undefined);
          send.mutate();
        }}
      >
        <Stack gap="md">
          <TextInput
            label={t('sys.sms.phones')}
            description={t('sys.sms.phonesHint')}
            withAsterisk
            error={error}
            value={phones}
            onChange={(e) => setPhones(e.currentTarget.value)}
          />
          <TextInput
            label={t('sys.sms.params')}
            placeholder='{"code":"1234"}'
            value={params}
            onChange={(e) => setParams(e.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={send.isPending}>
              {t('sys.sms.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
