import { type ComponentProps, Suspense, useEffect } from 'react';
import { lazyPage } from '../base/lazy.tsx';
import { whenIdle } from '../components/on-demand.tsx';
import type { RecordModal } from './RecordModal.tsx';

type Props = ComponentProps<typeof RecordModal>;

/**
 * The add/edit/view dialog, loaded apart from the lists: its form, date pickers and number inputs are half
 * of a list's code and no list needs them for its first rows. Asked for once the browser is idle after a
 * list has shown its rows (`usePreloadRecordModal`), so that the first click finds it here.
 */
const Loaded = lazyPage<Props>(
  () => import('./RecordModal.tsx').then((module) => ({ default: module.RecordModal })),
  { deferred: false },
);

export function LazyRecordModal(props: Props) {
  // A boundary of its own: while the dialog's code loads, the list stays as it is.
  return (
    <Suspense fallback={null}>
      <Loaded {...props} />
    </Suspense>
  );
}

/** Once `ready` (the list's rows are here), load the dialog's code when the browser has nothing else to do. */
export function usePreloadRecordModal(ready: boolean): void {
  useEffect(() => (ready ? whenIdle(() => void Loaded.preload()) : undefined), [ready]);
}
