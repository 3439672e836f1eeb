import { ConsoleState } from '@nbxt/core/nav/console-state.ts';
import { createSpecClient, DEFAULT_CLIENT, type SpecClient } from '@nbxt/core/spec-client.ts';
import { keys } from './keys.ts';
import { browserStore, type ObservableStore, observableStore } from './store.ts';

export { keys, PRODUCT_KEY } from './keys.ts';

function metaContent(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const value = document.querySelector(`meta[name="${name}"]`)?.getAttribute('content')?.trim();
  return value ? value : undefined;
}

/** The tenant the site knows (baked into index.html): the sign-in and registration pages hide the field. */
export const siteTenantId: string | undefined = metaContent('nbxt-tenant-id');

/**
 * Captcha mode (platform.md §1, §9: off unless the site turns it on; Saber's `captchaMode`): baked into
 * index.html by `NBXT_CAPTCHA=on` at build time.
 */
export const siteCaptchaMode: boolean = metaContent('nbxt-captcha-mode') === 'on';

/** Per-tab storage (sessionStorage): the corporate-chat codes already submitted. */
export const tabStore = browserStore(typeof sessionStorage === 'undefined' ? undefined : sessionStorage);

/** What the console counts on this device and no part of it renders from (the welcome page's visit counts). */
export const visitStore = browserStore(typeof localStorage === 'undefined' ? undefined : localStorage);

export const store: ObservableStore = observableStore(
  browserStore(typeof localStorage === 'undefined' ? undefined : localStorage),
);

export const client: SpecClient = createSpecClient({
  fetch: (input, init) => fetch(input, init),
  baseUrl: '/api',
  clientId: metaContent('nbxt-client-id') ?? DEFAULT_CLIENT.clientId,
  clientSecret: metaContent('nbxt-client-secret') ?? DEFAULT_CLIENT.clientSecret,
  store,
  keys,
});

export const consoleState = new ConsoleState(store, keys);

// Another tab signed in or out: re-render from what is stored now.
if (typeof window !== 'undefined') window.addEventListener('storage', () => store.notify());
