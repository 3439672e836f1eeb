/** Scripts the Chromium benches run in their pages (as source text, for `evaluate` and init scripts). */

/**
 * Typing 40 characters into the input `selector` finds: each timed from its input event to the end of
 * the task that commits it (React flushes a discrete update in a microtask; a message-channel tick comes after).
 */
export const typingScript = (selector: string, char: string) => `(async () => {
  const input = document.querySelector(${JSON.stringify(selector)});
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
  const tick = () => new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = resolve;
    channel.port2.postMessage(0);
  });
  const times = [];
  input.focus();
  for (let i = 0; i < 40; i++) {
    await tick();
    const start = performance.now();
    setter.call(input, input.value + ${JSON.stringify(char)});
    input.dispatchEvent(new Event('input', { bubbles: true }));
    await tick();
    times.push(performance.now() - start);
  }
  return times;
})()`;

/**
 * An init script stamping `globalThis[name]` with the time of the frame after `condition` (a JS expression)
 * first holds, watching the document's changes.
 */
export const readyClockScript = (condition: string, name: string) => `(() => {
  const ready = () => ${condition};
  const observer = new MutationObserver(() => {
    if (!ready()) return;
    observer.disconnect();
    requestAnimationFrame(() => { globalThis[${JSON.stringify(name)}] = performance.now(); });
  });
  observer.observe(document, { childList: true, subtree: true, attributes: true });
})();`;
