import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import {
  addTab,
  closeAll,
  closeOthers,
  closeTab,
  type Tab,
  type TabChange,
  tabFor,
  tabLocation,
} from '@nbxt/core/nav/tabs.ts';
import { clearServerCache } from '@nbxt/core/session/gateway-calls.ts';
import { Activity, memo, type ReactNode, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { queryClient } from '../base/query.ts';
import { client } from '../base/runtime.ts';
import { saveTabs, useTabs } from '../base/tab-store.ts';
import { ErrorBoundary } from '../components/ErrorBoundary.tsx';
import { dictionaries } from '../kit/dictionaries.ts';
import { notifyError } from '../kit/notices.ts';
import classes from './Shell.module.css';
import { TabBar } from './TabBar.tsx';

export interface OpenTabsProps {
  /** The current path (no query) and query string (with `?`, or ''). */
  here: string;
  search: string;
  /** Message key or menu label of the current page. */
  title: string;
  /** Renders the page of a tab (every open tab stays mounted, hidden unless active). */
  render: (tab: Tab) => ReactNode;
  onSearch: () => void;
}

/**
 * The tab bar and the open pages (platform.md §2.4). The current page joins (or replaces its same-path tab
 * in) the stored list; saving it re-renders this part of the shell only. Memoised: the rest of the
 * shell's updates leave it be.
 */
export const OpenTabs = memo(function OpenTabs({ here, search, title, render, onSearch }: OpenTabsProps) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const stored = useTabs();
  const current = useMemo(() => tabFor(`${here}${search}`, title), [here, search, title]);
  const tabs = useMemo(() => addTab(stored, current), [stored, current]);
  useEffect(() => {
    if (tabs !== stored && JSON.stringify(tabs) !== JSON.stringify(stored)) saveTabs(tabs);
  }, [tabs, stored]);

  // Pages are mounted when first shown (not all stored tabs at load), then kept while their tab is open.
  const [visited, setVisited] = useState<ReadonlySet<string>>(() => new Set([here]));
  if (!visited.has(here)) setVisited(new Set([...visited, here]));

  const apply = (change: TabChange) => {
    saveTabs(change.tabs);
    if (change.active.value !== here) navigate(tabLocation(change.active));
  };
  const clearCache = () =>
    modals.openConfirmModal({
      title: t('console.shell.notice'),
      children: <Text fz="sm">{t('shell.clearCache.confirm')}</Text>,
      labels: { confirm: t('common.ok'), cancel: t('common.cancel') },
      onConfirm: async () => {
        try {
          await clearServerCache(client);
          dictionaries.clear();
          await queryClient.invalidateQueries();
          notifications.show({ color: 'green', message: t('shell.clearCache.done') });
        } catch (error) {
          notifyError(error, t);
        }
      },
    });

  return (
    <>
      <TabBar
        tabs={tabs}
        active={here}
        actions={{
          select: (tab) => navigate(tabLocation(tab)),
          close: (tab) => apply(closeTab(tabs, tab.value, here)),
          closeOthers: (tab) => apply(closeOthers(tabs, tab.value)),
          closeAll: () => apply(closeAll()),
          clearCache,
          search: onSearch,
        }}
      />
      <OpenPages tabs={tabs} visited={visited} here={here} render={render} />
    </>
  );
});

interface OpenPagesProps {
  tabs: readonly Tab[];
  visited: ReadonlySet<string>;
  here: string;
  render: OpenTabsProps['render'];
}

/**
 * The open pages. A shown page stays mounted while its tab is open: switching tabs keeps filters, paging
 * and half-filled dialogs. Memoised: the tab list saved again with the same tabs leaves the pages be.
 */
const OpenPages = memo(function OpenPages({ tabs, visited, here, render }: OpenPagesProps) {
  return (
    <div className={classes.page}>
      {tabs
        .filter((tab) => visited.has(tab.value) || tab.value === here)
        .map((tab) => (
          <Activity key={tab.value} mode={tab.value === here ? 'visible' : 'hidden'}>
            <ErrorBoundary embedded>{render(tab)}</ErrorBoundary>
          </Activity>
        ))}
    </div>
  );
}, samePages);

function samePages(a: OpenPagesProps, b: OpenPagesProps): boolean {
  return (
    a.here === b.here &&
    a.visited === b.visited &&
    a.render === b.render &&
    JSON.stringify(a.tabs) === JSON.stringify(b.tabs)
  );
}
