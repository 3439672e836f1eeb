import { normalisePath } from '@nbxt/core/nav/routes.ts';
import { useLocation } from 'wouter';
import { goBack } from '../base/back.ts';
import { dropTab } from '../base/tab-store.ts';

/**
 * Leaving a page for good (its form saved or cancelled): back where the user came from, else to
 * `fallback`, and the page's tab closes, so the next visit starts from an empty form rather than the kept one.
 */
export function useLeavePage(fallback: string): () => void {
  const [, navigate] = useLocation();
  return () => {
    const page = normalisePath(window.location.pathname);
    // Going back through the history lands later (popstate); the tab closes once it has.
    if (goBack(navigate, fallback) === 'history')
      window.addEventListener('popstate', () => dropTab(page), { once: true });
    else dropTab(page);
  };
}
