import { lazy } from 'react';
import { withChunkTimeout } from './errors.ts';

/**
 * The notifications and the modal host, mounted once the visitor leaves the sign-in page (App.tsx). The
 * modal host hears `modals.open…` only once mounted, so the shell waits for it (Routed.tsx): a page
 * shown before it would open no dialog. Their code alone, not the page's stylesheet or texts (they show
 * nothing until a page asks them to, and a page has waited for those).
 */
export const Overlays = lazy(() => withChunkTimeout(() => import('./Overlays.tsx')));

let mounted = () => {};
/** Resolves once the notifications and the modal host are mounted and listening. */
export const overlaysMounted = new Promise<void>((resolve) => {
  mounted = resolve;
});
/** Called by Overlays once mounted (its effects run after those of the hosts it holds). */
export const overlaysDidMount = () => mounted();
