import type { PlainObject } from '@nbxt/core/form/plain.ts';
import { useState } from 'react';
import { vi } from 'vitest';
import { FormRenderer, type FormRendererProps } from '../../../web/src/form-renderer/index.ts';
import { type Answer, fakeGateway, renderWith, setupTexts } from '../kit/harness.tsx';

/** happy-dom lacks what Mantine's layout code asks of the browser. */
export async function setupDom(): Promise<void> {
  window.matchMedia ??= vi.fn().mockReturnValue({
    matches: false,
    addEventListener: () => {},
    removeEventListener: () => {},
  });
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  Element.prototype.scrollIntoView ??= () => {};
  // Mantine's autosizing textarea listens for web fonts loading.
  (document as { fonts?: unknown }).fonts ??= { addEventListener() {}, removeEventListener() {} };
  await setupTexts();
}

/** The renderer holding its value like a screen would, each reported value recorded. */
export function renderForm(
  option: PlainObject,
  initial: Record<string, unknown> = {},
  extra: Partial<FormRendererProps> & { routes?: Record<string, Answer> } = {},
) {
  const changes: Record<string, unknown>[] = [];
  const submitted: Record<string, unknown>[] = [];
  const { routes = {}, ...rest } = extra;
  function Holder() {
    const [value, setValue] = useState(initial);
    return (
      <FormRenderer
        option={option}
        value={value}
        onChange={(v) => {
          changes.push(v);
          setValue(v);
        }}
        onSubmit={(v) => {
          submitted.push(v);
        }}
        {...rest}
      />
    );
  }
  const gateway = fakeGateway(routes);
  const view = renderWith(gateway, <Holder />);
  return { ...view, gateway, changes, submitted, last: () => changes.at(-1) };
}
