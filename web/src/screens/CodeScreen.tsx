import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { platformSpec } from '@nbxt/core/resources/platform.ts';
import { IconCode, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useTask } from '../kit/hooks.ts';
import { OperationButton } from '../kit/OperationButton.tsx';
import { ResourceList } from '../kit/ResourceList.tsx';
import { warnSelectOne } from './notify.ts';

/** Code generation: copy an entry, generate the code of the selected entries. */
export default function CodeScreen({ title }: { title?: string }) {
  const { t } = useTranslation();
  const copy = useTask((client, id: string) => client.resource(platformSpec('code')).call('copy', { id }), {
    success: 'sys.code.copied',
    reload: ['code'],
  });
  const generate = useTask(
    (client, ids: string[]) =>
      client.resource(platformSpec('code')).call('genCode', { ids: ids.join(','), system: 'saber' }),
    { success: 'sys.code.generated' },
  );
  return (
    <ResourceList
      spec={platformSpec('code')}
      options={{
        title,
        toolbar: ({ selected }) => (
          <OperationButton
            spec={platformSpec('code')}
            operation="genCode"
            variant="light"
            leftSection={<IconCode size={16} />}
            loading={generate.pending}
            onClick={() =>
              selected.length === 0
                ? warnSelectOne(t)
                : modals.openConfirmModal({
                    title: t('console.shell.notice'),
                    children: <Text fz="sm">{t('sys.code.confirmGenerate')}</Text>,
                    labels: { confirm: t('common.ok'), cancel: t('common.cancel') },
                    onConfirm: () => generate.run(selected),
                  })
            }
          >
            {t('sys.code.generate')}
          </OperationButton>
        ),
        rowActions: (row) => [
          {
            key: 'copy',
            operation: 'copy',
            label: t('sys.code.copy'),
            icon: <IconCopy size={14} />,
            onClick: () => copy.run(String(row.id)),
          },
        ],
      }}
    />
  );
}
