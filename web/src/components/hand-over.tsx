import { type ReactNode, type RefObject, useEffect, useRef } from 'react';

/**
 * A control whose code loads on demand shows a stand-in meanwhile. What the user did to the stand-in is
 * handed over to the control when it arrives: a focus moves into it, and a press opens it (the press
 * itself landed on the stand-in; without this the user would have to click again).
 */
export type Handover = RefObject<'press' | 'focus' | undefined>;

export const useHandover = (): Handover => useRef<'press' | 'focus' | undefined>(undefined);

/** Props for the stand-in: they note a press or a focus. */
export function standInNotes(handover: Handover) {
  return {
    onPointerDown: () => {
      handover.current = 'press';
    },
    onFocus: () => {
      handover.current ??= 'focus';
    },
  };
}

/** Whether the focus is still where the stand-in left it: on the page once the stand-in is gone. */
const focusLeftAlone = (box: HTMLElement) => {
  const active = document.activeElement;
  return !active || active === document.body || box.contains(active);
};

/**
 * Hands what the stand-in noted over to the control inside, once: its first input or button takes the
 * focus, and is clicked when the stand-in was pressed (a picker opens on a click of its own input or
 * button). Nothing happens when the user has moved on to another control meanwhile.
 */
export function handOver(box: HTMLElement | null, handover: Handover): void {
  const how = handover.current;
  handover.current = undefined;
  const target = box?.querySelector<HTMLElement>('input:not([type=hidden]), button');
  if (!how || !box || !target || !focusLeftAlone(box)) return;
  target.focus();
  if (how === 'press') target.click();
}

/** The control that replaces a Suspense stand-in: what the stand-in noted is handed over as it mounts. */
export function HandedOver({ handover, children }: { handover: Handover; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => handOver(box.current, handover), [handover]);
  return (
    <div ref={box} style={{ display: 'contents' }}>
      {children}
    </div>
  );
}
