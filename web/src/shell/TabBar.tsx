import { ActionIcon, CloseButton, Group, Menu, ScrollArea, Text, UnstyledButton } from '@mantine/core';
import { isClosable, type Tab, tabLocation } from '@nbxt/core/nav/tabs.ts';
import { IconChevronDown, IconClearAll, IconEraser, IconSearch, IconSquareX } from '@tabler/icons-react';
import { type KeyboardEvent, type MouseEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OnDemand, useOpenedOnce } from '../components/on-demand.tsx';
import classes from './Shell.module.css';

export interface TabActions {
  select(tab: Tab): void;
  close(tab: Tab): void;
  closeOthers(tab: Tab): void;
  closeAll(): void;
  clearCache(): void;
  search(): void;
}

/**
 * The tab bar (platform.md §2.4): one tab per open page (Delete closes the focused one); a right-click menu
 * (clear cache, close others, close all) and a dropdown (search, close others, close all, clear cache).
 */
export function TabBar({
  tabs,
  active,
  actions,
}: {
  tabs: readonly Tab[];
  active: string;
  actions: TabActions;
}) {
  const { t } = useTranslation();
  const [context, setContext] = useState<{ x: number; y: number; tab: Tab }>();
  const closable = isClosable(tabs);
  const current = tabs.find((tab) => tab.value === active) ?? tabs[0]!;
  // The right-click menu mounts with the first right click (then stays for its closing transition).
  const contextMenuUsed = useOpenedOnce(Boolean(context));

  return (
    <div className={classes.tabBar}>
      {/* The open pages are links between pages (not tabs of one widget): a named list, the current one
          marked, each with its close button beside it (a tablist may hold tabs only). */}
      <ScrollArea type="never" className={classes.tabScroll}>
        <Group
          gap={6}
          wrap="nowrap"
          component="ul"
          aria-label={t('shell.ui.tabs')}
          px="xs"
          className={classes.tabList}
          data-testid="tab-bar"
        >
          {tabs.map((tab) => {
            const selected = tab.value === active;
            const label = t(tab.label);
            return (
              <li key={tab.value} className={classes.tab} data-active={selected || undefined}>
                <UnstyledButton
                  component="a"
                  href={tabLocation(tab)}
                  aria-current={selected ? 'page' : undefined}
                  className={classes.tabLabel}
                  onClick={(event: MouseEvent) => {
                    // A modified click opens the page elsewhere, as links do.
                    if (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
                    event.preventDefault();
                    actions.select(tab);
                  }}
                  onKeyDown={(event: KeyboardEvent) => {
                    if (event.key === 'Delete' && closable) actions.close(tab);
                  }}
                  onContextMenu={(event: MouseEvent) => {
                    event.preventDefault();
                    setContext({ x: event.clientX, y: event.clientY, tab });
                  }}
                  onAuxClick={(event: MouseEvent) => {
                    if (event.button === 1 && closable) {
                      event.preventDefault();
                      actions.close(tab);
                    }
                  }}
                >
                  <span className={classes.tabDot} />
                  <Text span fz="sm" inherit>
                    {label}
                  </Text>
                </UnstyledButton>
                {closable ? (
                  <CloseButton
                    size="xs"
                    radius="xl"
                    aria-label={`${t('shell.ui.tabs.close')} ${label}`}
                    className={classes.tabClose}
                    onClick={() => actions.close(tab)}
                  />
                ) : null}
              </li>
            );
          })}
        </Group>
      </ScrollArea>
      <OnDemand
        trigger={(open) => (
          <ActionIcon
            variant="subtle"
            color="gray"
            size="md"
            aria-label={t('shell.ui.tabs.actions')}
            aria-haspopup="menu"
            mx={6}
            onClick={open}
          >
            <IconChevronDown size={16} />
          </ActionIcon>
        )}
        render={(target, { opened, setOpened }) => (
          <Menu opened={opened} onChange={setOpened} position="bottom-end" width={170} shadow="md">
            <Menu.Target>{target}</Menu.Target>
            <Menu.Dropdown>
              <Menu.Item leftSection={<IconSearch size={15} />} onClick={actions.search}>
                {t('shell.ui.tabs.search')}
              </Menu.Item>
              <Menu.Item leftSection={<IconSquareX size={15} />} onClick={() => actions.closeOthers(current)}>
                {t('shell.ui.tabs.closeOthers')}
              </Menu.Item>
              <Menu.Item leftSection={<IconClearAll size={15} />} onClick={actions.closeAll}>
                {t('shell.ui.tabs.closeAll')}
              </Menu.Item>
              <Menu.Divider />
              <Menu.Item leftSection={<IconEraser size={15} />} onClick={actions.clearCache}>
                {t('shell.ui.tabs.clearCache')}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        )}
      />
      {contextMenuUsed ? (
        <Menu
          opened={Boolean(context)}
          onChange={(opened) => !opened && setContext(undefined)}
          position="bottom-start"
          width={170}
          shadow="md"
          offset={2}
        >
          <Menu.Target>
            <div className={classes.contextAnchor} style={{ left: context?.x ?? 0, top: context?.y ?? 0 }} />
          </Menu.Target>
          <Menu.Dropdown data-testid="tab-context-menu">
            <Menu.Item leftSection={<IconEraser size={15} />} onClick={actions.clearCache}>
              {t('shell.ui.tabs.clearCache')}
            </Menu.Item>
            <Menu.Item
              leftSection={<IconSquareX size={15} />}
              onClick={() => context && actions.closeOthers(context.tab)}
            >
              {t('shell.ui.tabs.closeOthers')}
            </Menu.Item>
            <Menu.Item leftSection={<IconClearAll size={15} />} onClick={actions.closeAll}>
              {t('shell.ui.tabs.closeAll')}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      ) : null}
    </div>
  );
}
