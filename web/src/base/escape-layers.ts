/**
 * Esc closes the innermost layer only, anywhere in the console (issue 30; platform.md §2.4): a menu or a
 * picker open in a dialog closes and leaves the dialog; a dialog opened over another (聊天记录 over the chat
 * overlay, a drawer's dialog) closes and leaves the one under it.
 *
 * Mantine's dialogs and drawers each listen to Esc on the window and would all close together; the
 * console's theme turns that off (theme.ts) and this one listener, on the window before any of theirs,
 * decides: a floating layer that holds the focus (a menu, a picker's list, a popover) closes itself, and no
 * dialog hears the key; otherwise the innermost open dialog closes as its own close button does (or the
 * control it marks `data-escape-close`, for one without a close button). A dialog with neither closes only
 * if it listens to Esc itself (closeOnEscape given: the menu search); else it stays, to be answered.
 */

/** Floating layers: Mantine's menus, pickers' lists and popovers. */
const FLOATING = '[role="menu"], .mantine-Popover-dropdown, .mantine-Combobox-dropdown';
/** What a floating layer opens from, while open (a picker's input, a menu's button). */
const OPENER = '[aria-haspopup][aria-expanded="true"]';
/** A menu's button while its menu is open (a picker's input closes its own list on Esc). */
const MENU_OPENER = '[aria-haspopup="menu"][aria-expanded="true"]';
/** Dialogs and drawers (Mantine's content element of each). */
const DIALOG = '[role="dialog"][aria-modal="true"]';
/** What closes a dialog: its marked Esc control, else its close button. */
const CLOSERS = ['[data-escape-close]', '.mantine-Modal-close', '.mantine-Drawer-close'];
/** Mantine's own mark on an element whose Esc a dialog must leave alone. */
const STOP = 'data-mantine-stop-propagation';

/** The layer Esc is for: a floating one (closes itself) or the innermost dialog; none when none is open. */
export function innermostLayer(
  doc: Document,
): { kind: 'floating'; element: Element } | { kind: 'dialog'; element: Element } | undefined {
  const active = doc.activeElement;
  const floating =
    active?.closest(FLOATING) ??
    (active?.matches(OPENER) || active?.getAttribute(STOP) === 'true' ? active : null);
  if (floating) return { kind: 'floating', element: floating };
  const dialogs = [...doc.querySelectorAll(DIALOG)];
  // The focus is in the newest dialog (each traps it as it opens); else the last one in the page.
  const dialog = dialogs.find((d) => active && d.contains(active)) ?? dialogs.at(-1);
  return dialog ? { kind: 'dialog', element: dialog } : undefined;
}

const installed = new WeakSet<Window>();

/** Listen to Esc for the whole page of `win` (once per window; before Mantine's listeners). */
export function installEscapeLayers(win: Window): void {
  if (installed.has(win)) return;
  installed.add(win);
  win.addEventListener(
    'keydown',
    (event) => {
      if (event.key !== 'Escape' || event.isComposing || event.defaultPrevented) return;
      const layer = innermostLayer(win.document);
      if (!layer) return;
      // The element the key went to (an element has attributes; the window or the document not).
      const target = event.target && 'setAttribute' in event.target ? (event.target as Element) : undefined;
      if (layer.kind === 'floating') {
        // A menu just opened from its button, the focus not in it yet: Mantine's menu hears Esc only from
        // inside, so the button closes it (as a second click would).
        if (layer.element.matches(MENU_OPENER)) {
          event.stopImmediatePropagation();
          event.preventDefault();
          (layer.element as HTMLElement).click();
          return;
        }
        // The layer hears the key itself; a dialog that listens on its own (closeOnEscape given) leaves it.
        if (target && !target.hasAttribute(STOP)) {
          target.setAttribute(STOP, 'true');
          win.setTimeout(() => target.removeAttribute(STOP), 0);
        }
        return;
      }
      const closer = CLOSERS.map((selector) => layer.element.querySelector<HTMLElement>(selector)).find(
        (found) => found !== null,
      );
      // Without a control of its own, a dialog that listens to Esc itself (closeOnEscape given) hears it.
      if (!closer) return;
      event.stopImmediatePropagation();
      event.preventDefault();
      closer.click();
    },
    { capture: true },
  );
}
