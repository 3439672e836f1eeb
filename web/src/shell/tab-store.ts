import { CONSOLE_ITEMS } from '@nbxt/core/nav/console-state.ts';
import { readTabs, type Tab } from '@nbxt/core/nav/tabs.ts';
import { useSyncExternalStore } from 'react';
import { keys, store } from '../app/runtime.ts';

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
