import { Button, Drawer, Menu, Tabs, Text } from '@mantine/core';
import { isMenu, menuDraft, menuScopeFilters } from '@nbxt/core/admin/menu.ts';
import type { Row } from '@nbxt/core/crud/client.ts';
import { platformSpec } from '@nbxt/core/resources/platform.ts';
import { IconChevronDown, IconPlus, IconShieldLock } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyTreeList } from '../kit/LazyTreeList.tsx';
import { ResourceList } from '../kit/ResourceList.tsx';
import { useMenuName } from './menu-names.ts';

type ScopeKind = 'dataScope' | 'apiScope';
const SCOPE_RESOURCES = { dataScope: 'data-scope', apiScope: 'api-scope' } as const satisfies Record<
  ScopeKind,
  string
>;

/** The data scopes and API scopes of one menu: their lists filtered by menuId, added under it. */
function MenuScopes({ menu, onClose }: { menu: Row; onClose: () => void }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<ScopeKind>('dataScope');
  const menuName = useMenuName();
  const menuId = String(menu.id);
  return (
    <Drawer
      opened
      onClose={onClose}
      position="right"
      size={960}
      title={
        <Text fw={600} fz="lg">
          {t('sys.menu.scopesOf', { name: menuName(menu.code, menu.name ?? menuId) })}
        </Text>
      }
    >
      <Tabs value={tab} onChange={(value) => value && setTab(value as ScopeKind)} keepMounted={false}>
        <Tabs.List mb="md">
          {(Object.keys(SCOPE_RESOURCES) as ScopeKind[]).map((k) => (
            <Tabs.Tab key={k} value={k}>
              {t(`sys.role.${k}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {(Object.keys(SCOPE_RESOURCES) as ScopeKind[]).map((k) => (
          <Tabs.Panel key={k} value={k}>
            <ResourceList
              spec={platformSpec(SCOPE_RESOURCES[k])}
              options={{
                title: t(`sys.role.${k}`),
                embedded: true,
                filters: menuScopeFilters(menuId),
                addFixed: { menuId },
              }}
            />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Drawer>
  );
}

/**
 * Menus (/system/menu): the menu tree loaded level by level, menu and button names in the console's
 * language (menu-names.ts), their types from the menu_category dictionary; a menu gets children (a menu or a button, parent preset) and its data and API scopes.
 */
export default function MenuScreen({ title }: { title?: string | undefined }) {
  const { t } = useTranslation();
  const [scopes, setScopes] = useState<Row>();
  const menuName = useMenuName();
  return (
    <>
      <LazyTreeList
        spec={platformSpec('menu')}
        options={{
          title,
          rootDraft: menuDraft(undefined, 'menu'),
          cells: { name: (row) => menuName(row.code, row.name) },
          rowActions: (row, add) =>
            isMenu(row) ? (
              <>
                {add ? (
                  <Menu position="bottom-start" withinPortal>
                    <Menu.Target>
                      <Button
                        size="compact-sm"
                        variant="subtle"
                        leftSection={<IconPlus size={14} />}
                        rightSection={<IconChevronDown size={12} />}
                      >
                        {t('sys.tree.addChild')}
                      </Button>
                    </Menu.Target>
                    <Menu.Dropdown>
                      <Menu.Item onClick={() => add(menuDraft(String(row.id), 'menu'))}>
                        {t('sys.menu.addMenu')}
                      </Menu.Item>
                      <Menu.Item onClick={() => add(menuDraft(String(row.id), 'button'))}>
                        {t('sys.menu.addButton')}
                      </Menu.Item>
                    </Menu.Dropdown>
                  </Menu>
                ) : null}
                <Button
                  size="compact-sm"
                  variant="subtle"
                  leftSection={<IconShieldLock size={14} />}
                  onClick={() => setScopes(row)}
                >
                  {t('sys.menu.scopes')}
                </Button>
              </>
            ) : null,
        }}
      />
      {scopes ? <MenuScopes menu={scopes} onClose={() => setScopes(undefined)} /> : null}
    </>
  );
}
