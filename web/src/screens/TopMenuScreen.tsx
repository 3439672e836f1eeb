import { Button, Group, Loader, Modal, Text } from '@mantine/core';
import { grantedIds } from '@nbxt/core/admin-ui/tree.ts';
import type { Row } from '@nbxt/core/crud/client.ts';
import { platformSpec } from '@nbxt/core/resources/platform.ts';
import { IconShieldCheck } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOperation, useTask } from '../kit/hooks.ts';
import { ResourceList } from '../kit/ResourceList.tsx';
import { CheckTree } from './CheckTree.tsx';
import { useGrantTreeLabels, useMenuName } from './menu-names.ts';

/** Top menus: which menus each top menu shows (grant). */
export default function TopMenuScreen({ title }: { title?: string }) {
  const { t } = useTranslation();
  const [granting, setGranting] = useState<Row>();
  return (
    <>
      <ResourceList
        spec={platformSpec('topmenu')}
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
  const menu = platformSpec('menu');
  const id = String(top.id);
  // The top-menu tree: menus without their buttons (a top menu groups pages, not actions).
  const tree = useOperation(menu, 'grantTopTree', {}, { staleTime: 0 });
  const keys = useOperation(menu, 'topTreeKeys', { topMenuIds: id }, { staleTime: 0 });
  const labels = useGrantTreeLabels();
  const topMenuName = useMenuName('topmenu');
  const [checked, setChecked] = useState<Set<string>>();
  useEffect(() => {
    if (keys.data && !checked) setChecked(new Set(keys.data.menu.map(String)));
  }, [keys.data, checked]);
  const save = useTask(
    (client, menuIds: string[]) =>
      client.resource(platformSpec('topmenu')).call('grant', { topMenuIds: [id], menuIds }),
    { success: 'sys.op.success', reload: ['menu'], onSuccess: onClose },
  );
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
        <Button
          disabled={!ready}
          loading={save.pending}
          onClick={() => tree.data && checked && save.run(grantedIds(tree.data.menu, checked))}
        >
          {t('common.ok')}
        </Button>
      </Group>
    </Modal>
  );
}
