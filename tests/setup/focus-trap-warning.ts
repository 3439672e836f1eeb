/**
 * Mantine's focus trap warns when a dropdown it traps has nothing to focus, and passes the element itself:
 * Node's console prints the whole element, its React fibres with it (about 5,000 lines a warning, when a
 * test presses a date field and then another control before the trap's timer runs, the picker closed
 * again). The warning stays, with the element's opening tag in place of the element.
 */
const PREFIX = '[@mantine/hooks/use-focus-trap]';
const WRAPPED = Symbol.for('nbxt.focus-trap-warning');

if (typeof document !== 'undefined') {
  const warn = console.warn as typeof console.warn & { [WRAPPED]?: true };
  if (!warn[WRAPPED]) {
    const short = Object.assign(
      (...args: unknown[]) => {
        const [message, node, ...rest] = args;
        if (typeof message === 'string' && message.startsWith(PREFIX) && node instanceof Element)
          warn.call(console, message, node.outerHTML.slice(0, node.outerHTML.indexOf('>') + 1), ...rest);
        else warn.apply(console, args);
      },
      { [WRAPPED]: true as const },
    );
    console.warn = short;
  }
}
