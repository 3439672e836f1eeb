import {
  cloneElement,
  type ReactElement,
  type Ref,
  type SyntheticEvent,
  useDeferredValue,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';

/** Whether a menu or popover mounted on demand is open, and how to open or close it. */
export interface OnDemandState {
  opened: boolean;
  setOpened: (opened: boolean) => void;
}

const focusable = (node: HTMLElement | null) =>
  node?.matches('button, a[href], [tabindex]') ? node : node?.querySelector<HTMLElement>('button, a[href]');

/**
 * A menu or popover that mounts on first use: until its target is clicked only the target renders. A page
 * has many closed menus (a list has one per row), and each would mount its floating layer, portal and
 * transition for nothing. Once mounted it stays, controlled by `state`.
 */
export function OnDemand({
  trigger,
  render,
}: {
  /**
   * The target. `open` is its click until the menu is mounted (undefined after: a Menu's target toggles
   * it; a controlled Popover's toggles it through `state`).
   */
  trigger: (
    open: ((event: SyntheticEvent<HTMLElement>) => void) | undefined,
    state: OnDemandState,
  ) => ReactElement;
  /** The menu or popover around `target`, its `opened` and `onChange` from `state`. */
  render: (target: ReactElement, state: OnDemandState) => ReactElement;
}) {
  const [mounted, setMounted] = useState(false);
  const [opened, setOpened] = useState(false);
  const target = useRef<HTMLElement>(null);
  const refocus = useRef(false);
  // Mounted closed, then opened from its (new) target: the menu's focus handling sees it open from there,
  // moves focus in and brings it back on close, as if it had been there all along.
  useLayoutEffect(() => {
    if (!mounted) return;
    if (refocus.current) focusable(target.current)?.focus();
    setOpened(true);
  }, [mounted]);
  const state = { opened, setOpened };
  if (!mounted)
    return trigger((event) => {
      refocus.current = event.currentTarget.contains(document.activeElement);
      setMounted(true);
    }, state);
  const element = trigger(undefined, state) as ReactElement<{ ref?: Ref<HTMLElement> }>;
  return render(cloneElement(element, { ref: target }), state);
}

/**
 * True from the first time `opened` is: a dialog renders nothing until it is first opened, then stays.
 * The focus goes back to what opened it when it closes (see useReturnFocus).
 */
export function useOpenedOnce(opened: boolean): boolean {
  const [once, setOnce] = useState(opened);
  if (opened && !once) setOnce(true);
  useReturnFocus(opened);
  return once || opened;
}

/**
 * Once `opened` turns false, the focus back to what had it when it turned true, unless it has moved since
 * (as Mantine's dialogs do, but only for a dialog mounted closed: one mounted on demand mounts open).
 */
function useReturnFocus(opened: boolean): void {
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (opened) {
      opener.current = document.activeElement as HTMLElement | null;
      return;
    }
    const target = opener.current;
    opener.current = null;
    if (!target) return;
    const atClose = document.activeElement;
    const timer = setTimeout(() => {
      const now = document.activeElement;
      if (target.isConnected && (!now || now === document.body || now === atClose))
        target.focus({ preventScroll: true });
    }, 10);
    return () => clearTimeout(timer);
  }, [opened]);
}

/**
 * False in a component's first render, true from the one React makes right after it in the background
 * (interruptible, once the first is painted). What a page's first paint can do without (the shell's tools
 * and menu, a list's paging and row actions: their Mantine inputs, menus and floating layers are a good
 * part of a first render) waits for it, so that on a first visit the page's rows show sooner.
 */
export function useSecondPass(): boolean {
  return useDeferredValue(true, false);
}
/** Run `task` when the browser is idle (after a short delay where it cannot tell); returns a cancel. */
export function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(task, { timeout: 2000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, 200);
  return () => clearTimeout(id);
}
