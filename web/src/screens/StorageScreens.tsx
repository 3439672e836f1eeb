import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { Row } from '@nbxt/core/crud/client.ts';
import { platformSpec } from '@nbxt/core/resources/platform.ts';
import { CONFIG_STATUS } from '@nbxt/core/resources/system/oss.ts';
import { IconPower, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InvalidAnnouncement } from '../components/InvalidSubmit.tsx';
import { useAction, useTask } from '../kit/hooks.ts';
import { useLiveProblems } from '../kit/live-problems.ts';
import { ResourceList } from '../kit/ResourceList.tsx';
import type { RowAction } from '../kit/RowActions.tsx';

/** Enabling one configuration of object storage or SMS (the others are disabled by the server). */
function useEnable(resource: 'oss' | 'sms') {
  const { t } = useTranslation();
  const enable = useAction(platformSpec(resource), 'enable');
  // Offered only with the enable's grant (core's grants.ts).
  const allowed = enable.allowed;
  return (row: Row): RowAction[] =>
    allowed
      ? [
          {
            key: 'enable',
            label: t('sys.enable'),
            icon: <IconPower size={14} />,
            color: 'teal',
            disabled: Number(row.status) === CONFIG_STATUS.enabled,
            onClick: () =>
              modals.openConfirmModal({
                title: t('console.shell.notice'),
                children: <Text fz="sm">{t('sys.enable.confirm')}</Text>,
                labels: { confirm: t('common.ok'), cancel: t('common.cancel') },
                onConfirm: () => enable.run({ id: String(row.id) }),
              }),
          },
        ]
      : [];
}

export function OssScreen({ title }: { title?: string }) {
  const enable = useEnable('oss');
  return <ResourceList spec={platformSpec('oss')} options={{ title, rowActions: (row) => enable(row) }} />;
}

export function SmsScreen({ title }: { title?: string }) {
  const { t } = useTranslation();
  const enable = useEnable('sms');
  const [testing, setTesting] = useState<Row>();
  return (
    <>
      <ResourceList
        spec={platformSpec('sms')}
        options={{
          title,
          rowActions: (row) => [
            ...enable(row),
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
  // The phones' message, from the first try to send on that of the box as it is now.
  const live = useLiveProblems(
    (typed: string) => (typed.trim() ? [] : [{ field: 'phones', message: t('sys.sms.phonesRequired') }]),
    phones,
  );
  const send = useTask(
    (client) =>
      client
        .resource(platformSpec('sms'))
        .call('sendMessage', { code: String(sms.smsCode ?? ''), phones: phones.trim(), params }),
    { success: 'sys.sms.sent', onSuccess: onClose },
  );
  return (
    <Modal opened onClose={onClose} title={<Text fw={600}>{t('sys.sms.test')}</Text>} radius="md">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (live.attempt().length > 0) return;
          send.run();
        }}
      >
        <Stack gap="md" ref={live.ref}>
          <InvalidAnnouncement said={live.said} />
          <TextInput
            label={t('sys.sms.phones')}
            description={t('sys.sms.phonesHint')}
            withAsterisk
            error={live.of('phones')}
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
            <Button type="submit" loading={send.pending}>
              {t('sys.sms.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
