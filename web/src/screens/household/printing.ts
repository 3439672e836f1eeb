import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';

/**
 * Whether the page is being printed: from the browser's beforeprint (the print dialog, window.print()) to
 * afterprint, or while the print media applies. The change is flushed at once, so what only the printed
 * page shows is in the DOM before the browser lays the print out.
 */
export function usePrinting(): boolean {
  const media = typeof window === 'undefined' ? undefined : window.matchMedia?.('print');
  const [printing, setPrinting] = useState(() => media?.matches ?? false);
  useEffect(() => {
    const before = () => flushSync(() => setPrinting(true));
    const after = () => flushSync(() => setPrinting(media?.matches ?? false));
    const change = (event: MediaQueryListEvent) => flushSync(() => setPrinting(event.matches));
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    media?.addEventListener('change', change);
    return () => {
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
      media?.removeEventListener('change', change);
    };
  }, [media]);
  return printing;
}
