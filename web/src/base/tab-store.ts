import { CONSOLE_ITEMS } from '@nbxt/core/nav/console-state.ts';
import { readTabs, type Tab } from '@nbxt/core/nav/tabs.ts';
import { useSyncExternalStore } from 'react';
import { keys, store } from './runtime.ts';

/** The open tabs, kept in the stored session state (`tag-list`; cleared at sign-in and logout). */
const TAGS = keys.item(CONSOLE_ITEMS.tags);

let cached: { raw: string | null | undefined; tabs: Tab[] } | undefined;

function read(): Tab[] {
  const raw = store.get(TAGS);
  if (cached?.raw !== raw) cached = { raw, tabs: readTabs(raw) };
  return cached!.tabs;
}

export function useTabs(): Tab[] {
  return useSyncExternalStore(store.subscribe, read, read);
}

export function saveTabs(tabs: readonly Tab[]): void {
  store.set(TAGS, JSON.stringify(tabs));
}

/** Close the tab of a page left for good (a saved form); the caller has navigated elsewhere already. */
export function dropTab(value: string): void {
  const tabs = read();
  if (tabs.some((tab) => tab.value === value)) saveTabs(tabs.filter((tab) => tab.value !== value));
}
