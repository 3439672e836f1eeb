/**
 * The page of the renderer's bench (scripts/bench/suites/form-renderer.ts): the FormRenderer alone with
 * Mantine, or (`?peer=naive`) the named peer — the same 200 fields as Mantine inputs whose values live in
 * one useState at the top, re-rendering the whole form per keystroke. Notes in globalThis.__bench the time
 * from the start of the render to the frame after its commit.
 */
import '@mantine/core/styles.layer.css';
import { MantineProvider, NumberInput, Stack, TextInput } from '@mantine/core';
import i18next from 'i18next';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { initReactI18next } from 'react-i18next';
import allTypes from '../../../fixtures/forms/all-field-types.avue.json' with { type: 'json' };
import { i18nResources } from '../../../web/src/base/i18n.ts';
import { FormRenderer } from '../../../web/src/form-renderer/index.ts';
import { rendererTexts } from '../../../web/src/form-renderer/texts.ts';
import { benchOption, benchValues } from './option.ts';

const bench: Record<string, number> = {};
(globalThis as { __bench?: Record<string, number> }).__bench = bench;
const only = new URLSearchParams(location.search).get('types')?.split(',');
/** `?types=input,select` keeps those types only (to find what a render spends its time on). */
const rich = new URLSearchParams(location.search).get('form') === 'all-types';
/** `?form=all-types` shows fixtures/forms/all-field-types.avue.json (screenshots of every type). */
const option = rich
  ? (allTypes as Record<string, unknown>)
  : only
    ? keep(benchOption(), only)
    : benchOption();

function keep(o: Record<string, unknown>, types: string[]): Record<string, unknown> {
  const pick = (list: unknown) => (list as { type: string }[]).filter((f) => types.includes(f.type));
  return {
    ...o,
    column: pick(o.column),
    group: (o.group as { column: unknown }[]).map((g) => ({ ...g, column: pick(g.column) })),
  };
}

function Renderer() {
  const [value, setValue] = useState<Record<string, unknown>>(benchValues());
  return <FormRenderer option={option} value={value} onChange={setValue} />;
}

function Naive() {
  const [value, setValue] = useState<Record<string, unknown>>(benchValues());
  const fields = [
    ...(option.column as Record<string, unknown>[]),
    ...(option.group as { column: Record<string, unknown>[] }[]).flatMap((g) => g.column),
  ];
  return (
    <Stack>
      {fields.map((f) => {
        const prop = String(f.prop);
        return f.type === 'number' ? (
          <NumberInput
            key={prop}
            label={String(f.label)}
            value={(value[prop] as number) ?? ''}
            onChange={(v) => setValue({ ...value, [prop]: v })}
          />
        ) : (
          <TextInput
            type="text"
            key={prop}
            label={String(f.label)}
            value={String(value[prop] ?? '')}
            onChange={(e) => setValue({ ...value, [prop]: e.currentTarget.value })}
          />
        );
      })}
    </Stack>
  );
}

await i18next.use(initReactI18next).init({
  resources: i18nResources(rendererTexts),
  lng: 'zh',
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false, prefix: '{', suffix: '}' },
});
const peer = new URLSearchParams(location.search).get('peer') === 'naive';
const start = performance.now();
createRoot(document.getElementById('root')!).render(
  <MantineProvider>{peer ? <Naive /> : <Renderer />}</MantineProvider>,
);
const observer = new MutationObserver(() => {
  if (!document.querySelector('input')) return;
  observer.disconnect();
  requestAnimationFrame(() => {
    bench.firstRender = performance.now() - start;
  });
});
observer.observe(document.getElementById('root')!, { childList: true, subtree: true });
