import { Button, Group, Loader, Modal, Text } from '@mantine/core';
import { grantedIds, type TreeNode } from '@nbxt/core/admin-ui/tree.ts';
import type { Row } from '@nbxt/core/crud/client.ts';
import { platformResource } from '@nbxt/core/resources/platform.ts';
import { IconShieldCheck } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { client } from '../app/runtime.ts';
import { ResourceList } from '../crud/ResourceList.tsx';
import { CheckTree } from './CheckTree.tsx';
import { useGrantTreeLabels, useMenuName } from './menu-names.ts';
import { notifyError, notifyOk } from './notify.ts';

/** Top menus: which menus each top menu shows (grant). */
export default function TopMenuScreen({ title }: { title?: string }) {
  const { t } = useTranslation();
  const [granting, setGranting] = useState<Row>();
  return (
    <>
      <ResourceList
        spec={platformResource('topmenu')!}
        options={{
          title,
          rowActions: (row) => [
            {
              key: 'grant',
              operation: 'grant',
              label: t('sys.topmenu.grant'),
              icon: <IconShieldCheck size={14} />,
              onClick: () => setGranting(row),
            },
          ],
        }}
      />
      {granting ? <TopGrant top={granting} onClose={() => setGranting(undefined)} /> : null}
    </>
  );
}

function TopGrant({ top, onClose }: { top: Row; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const menu = client.resource('menu');
  const id = String(top.id);
  // The top-menu tree: menus without their buttons (a top menu groups pages, not actions).
  const tree = useQuery({
    queryKey: ['resource', 'menu', 'grant-top-tree'],
    queryFn: ({ signal }) => menu.call<{ menu: TreeNode[] }>('grantTopTree', {}, signal),
    staleTime: 0,
  });
  const keys = useQuery({
    queryKey: ['resource', 'menu', 'top-tree-keys', id],
    queryFn: ({ signal }) => menu.call<{ menu: string[] }>('topTreeKeys', { topMenuIds: id }, signal),
    staleTime: 0,
  });
  const labels = useGrantTreeLabels();
  const topMenuName = useMenuName('topmenu');
  const [checked, setChecked] = useState<Set<string>>();
  useEffect(() => {
    if (keys.data && !checked) setChecked(new Set(keys.data.menu.map(String)));
  }, [keys.data, checked]);
  const save = useMutation({
    mutationFn: () =>
      client
        .resource('topmenu')
        .call('grant', { topMenuIds: [id], menuIds: grantedIds(tree.data!.menu, checked!) }),
    onSuccess: async () => {
      notifyOk(t);
      await queryClient.invalidateQueries({ queryKey: ['resource', 'menu'] });
      onClose();
    },
    onError: (error) => notifyError(t, error),
  });
  const ready = tree.data && checked && !labels.pending;
  return (
    <Modal
      opened
      onClose={onClose}
      title={
        <Text fw={600}>
          {t('sys.topmenu.grant')} · {topMenuName(top.code, top.name)}
        </Text>
      }
      radius="md"
    >
      {ready ? (
        <CheckTree
          label={t('resource.menu')}
          forest={tree.data.menu}
          labelOf={labels.labelOf}
          checked={checked}
          onChange={setChecked}
        />
      ) : (
        <Group justify="center" py="xl">
          <Loader size="sm" />
        </Group>
      )}
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button disabled={!ready} loading={save.isPending} onClick={() => save.mutate()}>
          {t('common.ok')}
        </Button>
      </Group>
    </Modal>
  );
}
