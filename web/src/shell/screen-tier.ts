import { screenTier } from '@nbxt/core/nav/menu-search.ts';
import { useSyncExternalStore } from 'react';

const subscribe = (listener: () => void) => {
  window.addEventListener('resize', listener);
  return () => window.removeEventListener('resize', listener);
};
const current = () => screenTier(window.innerWidth);

/**
 * The screen tier of the window's width (platform.md §9), known at the first render and changing only
 * when the tier does: the shell does not render twice at load nor on every resize event.
 */
export function useScreenTier(): 0 | 1 | 2 | 3 {
  return useSyncExternalStore(subscribe, current, () => 3);
}
