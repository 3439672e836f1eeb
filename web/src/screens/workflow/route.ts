import { workflow } from '@nbxt/core/modules/platform/workflow.ts';
import { matchPath, normalisePath } from '@nbxt/core/nav/routes.ts';
import { closeTab } from '@nbxt/core/nav/tabs.ts';
import { LANDING_AFTER_APPROVAL } from '@nbxt/core/workflow/constants.ts';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { saveTabs, useTabs } from '../../base/tab-store.ts';

/**
 * The path of this page's tab and its parameters. A shell page is mounted when its tab is first shown,
 * so the location at mount is the tab's own path; kept afterwards while other tabs are shown.
 */
export function useTabPath(custom: string): { path: string; params: Record<string, string> } {
  const [location] = useLocation();
  const [path] = useState(() => normalisePath(location));
  const pattern = workflow.screens.find((screen) => screen.custom === custom)?.path ?? '';
  return { path, params: matchPath(pattern, path) ?? {} };
}

/** Close this page's tab and land on /work/start (platform.md §2.4). */
export function useCloseToStart(path: string): () => void {
  const tabs = useTabs();
  const [, navigate] = useLocation();
  return () => {
    // Navigate first: the shell adds the current page's tab to the list, so it must be another page.
    navigate(LANDING_AFTER_APPROVAL);
    saveTabs(closeTab(tabs, path, LANDING_AFTER_APPROVAL).tabs);
  };
}
