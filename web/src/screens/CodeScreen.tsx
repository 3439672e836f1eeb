import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { platformResource } from '@nbxt/core/resources/platform.ts';
import { IconCode, IconCopy } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { client } from '../app/runtime.ts';
import { ResourceList } from '../crud/ResourceList.tsx';
import { OperationButton } from '../kit/OperationButton.tsx';
import { notifyError, notifyOk, warnSelectOne } from './notify.ts';

/** Code generation: copy an entry, generate the code of the selected entries. */
export default function CodeScreen({ title }: { title?: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const api = client.resource('code');
  const copy = useMutation({
    mutationFn: (id: string) => api.call('copy', { id }),
    onSuccess: async () => {
      notifyOk(t, 'sys.code.copied');
      await queryClient.invalidateQueries({ queryKey: ['resource', 'code'] });
    },
    onError: (error) => notifyError(t, error),
  });
  const generate = useMutation({
    mutationFn: (ids: string[]) => api.call('genCode', { ids: ids.join(','), system: 'saber' }),
    onSuccess: () => notifyOk(t, 'sys.code.generated'),
    onError: (error) => notifyError(t, error),
  });
  return (
    <ResourceList
      spec={platformResource('code')!}
      options={{
        title,
        toolbar: ({ selected }) => (
          <OperationButton
            spec={platformResource('code')!}
            operation="genCode"
            variant="light"
            leftSection={<IconCode size={16} />}
            loading={generate.isPending}
            onClick={() =>
              selected.length === 0
                ? warnSelectOne(t)
                : modals.openConfirmModal({
                    title: t('console.shell.notice'),
                    children: <Text fz="sm">{t('sys.code.confirmGenerate')}</Text>,
                    labels: { confirm: t('common.ok'), cancel: t('common.cancel') },
                    onConfirm: () => generate.mutate(selected),
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
            onClick: () => copy.mutate(String(row.id)),
          },
        ],
      }}
    />
  );
}
