import { Button, Card, Group, Modal, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import type { Row } from '@nbxt/core/crud/client.ts';
import { moduleRolesTexts } from '@nbxt/core/modules/module-roles.texts.ts';
import { MODULE_KEYS, moduleArea, moduleRole } from '@nbxt/core/modules/module-roles.ts';
import { menu } from '@nbxt/core/resources/system/menu.ts';
import { IconBuilding, IconShieldCheck } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { addAreaMessages } from '../../base/i18n.ts';
import { useAction, useOperation } from '../../kit/hooks.ts';
import { rowId } from '../../kit/list-state.ts';
import { type ModuleScreenProps, moduleGroup } from '../../kit/module-group.tsx';
import { ResourceList } from '../../kit/ResourceList.tsx';
import { useRegistryText } from '../../kit/texts.ts';
import { CheckTree } from '../CheckTree.tsx';

// This group's texts, added when its code loads.
addAreaMessages(moduleRolesTexts);

/**
 * Module roles and areas (forms-and-survey.md §7): the modules with roles of their own, and per module its
 * roles (menus granted from the whole menu tree) and its users' areas.
 */

const roles = () => moduleRole;
const areas = () => moduleArea;

function useHeading({ module, screen, title }: ModuleScreenProps) {
  const { t } = useTranslation();
  return title ?? t(`screen.${module}.${screen.path}`);
}

/** /authority/module/moreList: each module, to its roles or its areas. */
function ModuleList(props: ModuleScreenProps) {
  const { t } = useTranslation();
  const { lang } = useRegistryText();
  const heading = useHeading(props);
  return (
    <Stack gap="md" component="section" aria-label={heading}>
      <Title order={3}>{heading}</Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {MODULE_KEYS.map((m) => (
          <Card key={m.value} withBorder radius="md" padding="md">
            <Group justify="space-between">
              <Group gap="xs">
                <IconShieldCheck size={18} />
                <Text fw={600}>{m[lang]}</Text>
              </Group>
              <Group gap="xs">
                <Button component={Link} href={`/authority/module/${m.value}`} size="xs" variant="light">
                  {t('moduleRole.roles')}
                </Button>
                <Button
                  component={Link}
                  href={`/authorityArea/module/${m.value}`}
                  size="xs"
                  variant="default"
                >
                  {t('moduleRole.areas')}
                </Button>
              </Group>
            </Group>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

const keysOf = (data: unknown): string[] =>
  Array.isArray(data) ? data.filter((k) => typeof k === 'string' || typeof k === 'number').map(String) : [];

/** A dialog about one role, titled with what it does and the role's name. */
function RoleModal({
  title,
  role,
  onClose,
  children,
}: {
  title: string;
  role: Row;
  onClose: () => void;
  children: React.ReactNode;
}) {
  return (
    <Modal
      opened
      onClose={onClose}
      title={<Text fw={600}>{`${title} · ${String(role.roleName ?? '')}`}</Text>}
      size="lg"
      radius="md"
    >
      {children}
    </Modal>
  );
}

/** The grant dialog of a role: the whole menu tree, the role's menus checked, saved with grant. */
function GrantDialog({ role, onClose }: { role: Row; onClose: () => void }) {
  const { t } = useTranslation();
  const roleId = rowId(roles(), role);
  const tree = useOperation(menu, 'grantAllMenuTree');
  const granted = useOperation(roles(), 'roleTreeKeys', { roleId });
  const [checked, setChecked] = useState<Set<string>>(new Set());
  useEffect(() => {
    if (granted.isSuccess) setChecked(new Set(keysOf(granted.data)));
  }, [granted.isSuccess, granted.data]);
  const grant = useAction(roles(), 'grant', { onSuccess: onClose });
  return (
    <RoleModal title={t('moduleRole.grant')} role={role} onClose={onClose}>
      <Stack gap="md">
        <CheckTree
          forest={Array.isArray(tree.data) ? tree.data : []}
          checked={checked}
          onChange={setChecked}
          label={t('moduleRole.grantTree')}
          labelOf={(node) => String(node.name ?? node.title ?? node.id)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          {grant.allowed ? (
            <Button
              loading={grant.pending}
              onClick={() => grant.run({ roleIds: [roleId], menuIds: [...checked] })}
            >
              {t('common.ok')}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </RoleModal>
  );
}

interface RoleTenant {
  id: string;
  tenantId?: string;
  tenantName?: string;
}

/** A tenant a role reaches, from its row of the tenant list. */
const roleTenant = (row: Row): RoleTenant => ({
  id: String(row['id'] ?? ''),
  ...(row['tenantId'] != null ? { tenantId: String(row['tenantId']) } : {}),
  ...(row['tenantName'] != null ? { tenantName: String(row['tenantName']) } : {}),
});

/** The tenants a role reaches: searched by name, one added by its id, one removed. */
function TenantsDialog({ role, onClose }: { role: Row; onClose: () => void }) {
  const { t } = useTranslation();
  const roleId = rowId(roles(), role);
  const [search, setSearch] = useState('');
  const [tenantName, setTenantName] = useState('');
  const [adding, setAdding] = useState('');
  const list = useOperation(roles(), 'tenantList', {
    roleId,
    current: 1,
    size: 99,
    ...(tenantName ? { tenantName } : {}),
  });
  const add = useAction(roles(), 'addTenant', { onSuccess: () => setAdding('') });
  const remove = useAction(roles(), 'removeTenant');
  const records = (list.data?.records ?? []).map(roleTenant);
  return (
    <RoleModal title={t('moduleRole.tenants')} role={role} onClose={onClose}>
      <Stack gap="sm">
        <Group align="flex-end">
          <TextInput
            label={t('moduleRole.tenantSearch')}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            flex={1}
          />
          <Button variant="light" onClick={() => setTenantName(search.trim())}>
            {t('console.crud.search')}
          </Button>
        </Group>
        <Stack gap={4} role="list" aria-label={t('moduleRole.tenants')}>
          {records.map((tenant) => (
            <Group key={tenant.id} justify="space-between" role="listitem">
              <Text fz="sm">{`${tenant.tenantName ?? ''} (${tenant.tenantId ?? tenant.id})`}</Text>
              {remove.allowed ? (
                <Button
                  size="compact-xs"
                  variant="subtle"
                  color="red"
                  onClick={() => remove.run({ ids: [tenant.id] })}
                >
                  {t('moduleRole.removeTenant')}
                </Button>
              ) : null}
            </Group>
          ))}
        </Stack>
        <Group align="flex-end">
          <TextInput
            label={t('moduleRole.tenantId')}
            value={adding}
            onChange={(event) => setAdding(event.currentTarget.value)}
            flex={1}
          />
          <Button
            hidden={!add.allowed}
            disabled={!adding.trim()}
            loading={add.pending}
            onClick={() => add.run({ roleId, roleTenantId: adding.trim() })}
          >
            {t('moduleRole.addTenant')}
          </Button>
        </Group>
      </Stack>
    </RoleModal>
  );
}

/** /authority/module/{module}: the module's roles, each granted menus and reaching tenants. */
function ModuleRoles(props: ModuleScreenProps) {
  const { t } = useTranslation();
  const heading = useHeading(props);
  const moduleKey = props.params['module'] ?? '';
  const [granting, setGranting] = useState<Row>();
  const [reaching, setReaching] = useState<Row>();
  return (
    <>
      <ResourceList
        spec={roles()}
        options={{
          title: heading,
          filters: { module: moduleKey },
          rowActions: (row) => [
            {
              key: 'grant',
              operation: 'grant',
              label: t('moduleRole.grant'),
              icon: <IconShieldCheck size={14} />,
              onClick: () => setGranting(row),
              primary: true,
            },
            {
              key: 'tenants',
              operation: 'addTenant',
              label: t('moduleRole.tenants'),
              icon: <IconBuilding size={14} />,
              onClick: () => setReaching(row),
            },
          ],
        }}
      />
      {granting ? <GrantDialog role={granting} onClose={() => setGranting(undefined)} /> : null}
      {reaching ? <TenantsDialog role={reaching} onClose={() => setReaching(undefined)} /> : null}
    </>
  );
}

/** /authorityArea/module/{module}: the areas of the module's users. */
function ModuleAreas(props: ModuleScreenProps) {
  const heading = useHeading(props);
  const moduleKey = props.params['module'] ?? '';
  return (
    <ResourceList
      spec={areas()}
      options={{
        title: heading,
        filters: { module_equal: moduleKey },
        addFixed: { module: moduleKey },
      }}
    />
  );
}

export default moduleGroup({ moduleList: ModuleList, moduleRoles: ModuleRoles, moduleAreas: ModuleAreas });
