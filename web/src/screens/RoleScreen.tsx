import { Button, Group, Loader, Modal, Tabs, Text } from '@mantine/core';
import { grantedIds } from '@nbxt/core/admin-ui/tree.ts';
import type { Row } from '@nbxt/core/crud/client.ts';
import { platformSpec } from '@nbxt/core/resources/platform.ts';
import { IconShieldCheck } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOperation, useTask } from '../kit/hooks.ts';
import { OperationButton } from '../kit/OperationButton.tsx';
import { ResourceList } from '../kit/ResourceList.tsx';
import { CheckTree } from './CheckTree.tsx';
import { useGrantTreeLabels } from './menu-names.ts';
import { warnSelectOne } from './notify.ts';

const KINDS = ['menu', 'dataScope', 'apiScope'] as const;
type Kind = (typeof KINDS)[number];

/** Roles: a tree list; the grant dialog sets menus, data scopes and api scopes of the selected roles. */
export default function RoleScreen({ title }: { title?: string }) {
  const { t } = useTranslation();
  const [granting, setGranting] = useState<string[]>();
  const open = (ids: string[]) => (ids.length === 0 ? warnSelectOne(t) : setGranting(ids));
  return (
    <>
      <ResourceList
        spec={platformSpec('role')}
        options={{
          title,
          toolbar: ({ selected }) => (
            <OperationButton
              spec={platformSpec('role')}
              operation="grant"
              variant="light"
              leftSection={<IconShieldCheck size={16} />}
              onClick={() => open(selected)}
            >
              {t('sys.role.grant')}
            </OperationButton>
          ),
          rowActions: (row: Row) => [
            {
              key: 'grant',
              operation: 'grant',
              label: t('sys.role.grant'),
              icon: <IconShieldCheck size={14} />,
              onClick: () => open([String(row.id)]),
            },
          ],
        }}
      />
      {granting ? <GrantDialog roleIds={granting} onClose={() => setGranting(undefined)} /> : null}
    </>
  );
}

function GrantDialog({ roleIds, onClose }: { roleIds: string[]; onClose: () => void }) {
  const { t } = useTranslation();
  const menu = platformSpec('menu');
  const trees = useOperation(menu, 'grantTree', {}, { staleTime: 0 });
  const keys = useOperation(menu, 'roleTreeKeys', { roleIds: roleIds.join(',') }, { staleTime: 0 });
  const labels = useGrantTreeLabels();
  const [checked, setChecked] = useState<Record<Kind, Set<string>>>();
  useEffect(() => {
    if (keys.data !== undefined && !checked)
      setChecked({
        menu: new Set(keys.data?.menu.map(String)),
        dataScope: new Set(keys.data?.dataScope.map(String)),
        apiScope: new Set(keys.data?.apiScope.map(String)),
      });
  }, [keys.data, checked]);

  const save = useTask(
    (
      client,
      { forest, chosen }: { forest: NonNullable<typeof trees.data>; chosen: Record<Kind, Set<string>> },
    ) =>
      client.resource(platformSpec('role')).call('grant', {
        roleIds,
        menuIds: grantedIds(forest.menu, chosen.menu),
        dataScopeIds: grantedIds(forest.dataScope, chosen.dataScope),
        apiScopeIds: grantedIds(forest.apiScope, chosen.apiScope),
      }),
    { success: 'sys.op.success', reload: ['menu'], onSuccess: onClose },
  );

  const ready = trees.data && checked && !labels.pending;
  return (
    <Modal opened onClose={onClose} title={<Text fw={600}>{t('sys.role.grant')}</Text>} size="lg" radius="md">
      {trees.isError || keys.isError ? (
        <Text c="red" fz="sm" role="alert">
          {t('console.crud.loadFailed')}
        </Text>
      ) : !ready ? (
        <Group justify="center" py="xl">
          <Loader size="sm" />
        </Group>
      ) : (
        <Tabs defaultValue="menu" keepMounted={false}>
          <Tabs.List>
            {KINDS.map((kind) => (
              <Tabs.Tab key={kind} value={kind}>
                {t(`sys.role.${kind}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {KINDS.map((kind) => (
            <Tabs.Panel key={kind} value={kind} pt="sm">
              <CheckTree
                label={t(`sys.role.${kind}`)}
                forest={trees.data[kind] ?? []}
                labelOf={labels.labelOf}
                checked={checked[kind]}
                onChange={(next) => setChecked((c) => (c ? { ...c, [kind]: next } : c))}
              />
            </Tabs.Panel>
          ))}
        </Tabs>
      )}
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button
          disabled={!ready}
          loading={save.pending}
          onClick={() => trees.data && checked && save.run({ forest: trees.data, chosen: checked })}
        >
          {t('common.ok')}
        </Button>
      </Group>
    </Modal>
  );
}
