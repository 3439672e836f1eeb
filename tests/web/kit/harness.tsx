import { MantineProvider } from '@mantine/core';
import { createBladeClient } from '@nbxt/core/client.ts';
import { resourceMessages } from '@nbxt/core/resources/registry.ts';
import { memoryStore, storageKeys } from '@nbxt/core/session/storage.ts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { GROUP_AREAS } from '../../../web/src/base/group-texts.ts';
import {
  addRegistryMessages,
  initI18n,
  loadAllMessages,
  loadGroupTexts,
} from '../../../web/src/base/i18n.ts';
import Overlays from '../../../web/src/components/Overlays.tsx';
import { ClientProvider } from '../../../web/src/kit/client.tsx';
import { FullRegistry } from '../../../web/src/kit/full-registry.tsx';
import { clearNotices } from '../../../web/src/kit/notices.ts';
import { fakeFetch, json, type Recorded } from '../../core/fake-gateway.ts';

/**
 * The console's parts over a fake gateway: each `METHOD /path` (without /api) answers with its data in a
 * BladeX envelope (a function gets the request; an `{ error }` answers code 400 with that msg).
 */
export type Answer = unknown | ((req: Recorded) => unknown);
export interface Failure {
  error: string;
}

export const fail = (msg: string): Failure => ({ error: msg });

export async function setupTexts(): Promise<void> {
  initI18n('zh');
  await loadAllMessages('zh');
  // As a module's screen group does when it loads: the whole registry's labels; and each group's own texts
  // (base/group-texts.ts), which the screens drawn here outside their group show.
  addRegistryMessages(resourceMessages);
  await Promise.all(Object.keys(GROUP_AREAS).map((group) => loadGroupTexts(group, 'zh')));
}

/**
 * A gateway answering `routes`; `signedIn` gives its client a session (the console's screens past sign-in);
 * `otherwise` answers the routes not listed (a 404 without it).
 */
export function fakeGateway(
  routes: Record<string, Answer>,
  {
    signedIn = false,
    otherwise,
    tenantId,
  }: { signedIn?: boolean; otherwise?: (req: Recorded) => unknown; tenantId?: string } = {},
) {
  const { fetch, requests } = fakeFetch((req) => {
    const key = `${req.method} ${req.url.pathname.replace(/^\/api/, '')}`;
    if (!Object.hasOwn(routes, key) && !otherwise)
      return json({ code: 404, success: false, msg: `no route ${key}`, data: null }, 404);
    const route = Object.hasOwn(routes, key) ? routes[key] : otherwise;
    const data = typeof route === 'function' ? (route as (r: Recorded) => unknown)(req) : route;
    if (data && typeof data === 'object' && 'error' in data)
      return json({ code: 400, success: false, msg: (data as Failure).error, data: null }, 400);
    return json({ code: 200, success: true, msg: '操作成功', data });
  });
  const store = memoryStore();
  if (signedIn) store.set(storageKeys().accessToken, 'test-token');
  if (tenantId) store.set(storageKeys().item('tenant-id'), tenantId);
  const client = createBladeClient({
    fetch: (input, init) => fetch(String(input), init as RequestInit),
    baseUrl: '/api',
    clientId: 'saber',
    clientSecret: 'saber_secret',
    store,
    sleep: async () => {},
  });
  /** The requests sent to a route (`METHOD /path`). */
  const sent = (key: string) =>
    requests.filter((r) => `${r.method} ${r.url.pathname.replace(/^\/api/, '')}` === key);
  return { client, requests, sent, fetch };
}

export function renderWith(gateway: ReturnType<typeof fakeGateway>, ui: ReactNode) {
  clearNotices();
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: 10_000 }, mutations: { retry: false } },
  });
  const tree = (node: ReactNode) => (
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <ClientProvider client={gateway.client}>
          {/* The console's own notification and modal hosts (web/node_modules holds their packages). */}
          <Overlays />
          {/* As in a module's screen group: references resolve against the whole registry. */}
          <FullRegistry>{node}</FullRegistry>
        </ClientProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
  const view = render(tree(ui));
  /** Render another tree under the same providers (and the same query cache). */
  return { ...view, update: (node: ReactNode) => view.rerender(tree(node)) };
}

/** The texts an input's aria-describedby points at (its error message, its description). */
export const describedBy = (input: HTMLElement): string =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

/** How long a page stays unchanged to count as still (a lazily loaded part arrives without a change before it). */
const STILL_MS = 20;

/**
 * Until the page is still: turns of the event loop (in act) until, for three turns and STILL_MS at least, no
 * request is sent and nothing on the page changes (answers read, screens drawn, dialogs and menus opened).
 * It waits as long as the page keeps changing, where a fixed sleep waits the same for every page.
 */
export async function untilStill(requests: readonly unknown[]): Promise<void> {
  let changes = 0;
  const observer = new MutationObserver((records) => {
    changes += records.length;
  });
  observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  try {
    let since = performance.now();
    for (let turn = 0, still = 0; (still < 3 || performance.now() - since < STILL_MS) && turn < 500; turn++) {
      const before = changes + requests.length;
      await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
      if (changes + requests.length === before) still++;
      else {
        still = 0;
        since = performance.now();
      }
    }
  } finally {
    observer.disconnect();
  }
}
