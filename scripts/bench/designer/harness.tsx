/**
 * The page of the designer's bench (scripts/bench/suites/designer.ts): the form designer alone with
 * Mantine, opened on the renderer bench's 200-field form (plain fields, two groups, a sub-table) imported
 * as the designer imports a definition. Notes in globalThis.__bench when its first frame with the fields
 * drawn by their widgets is painted.
 */
import '@mantine/core/styles.layer.css';
import { MantineProvider } from '@mantine/core';
import { createDesigner, importOption } from '@nbxt/core/form/designer.ts';
import { designerMessages } from '@nbxt/core/i18n/messages/designer.ts';
import { formMessages } from '@nbxt/core/i18n/messages/form.ts';
import i18next from 'i18next';
import { createRoot } from 'react-dom/client';
import { initReactI18next } from 'react-i18next';
import { i18nResources } from '../../../web/src/base/i18n.ts';
import { Designer } from '../../../web/src/designer/DesignerScreen.tsx';
import { benchOption } from '../form-renderer/option.ts';

const bench: Record<string, number> = {};
(globalThis as { __bench?: Record<string, number> }).__bench = bench;

await i18next.use(initReactI18next).init({
  resources: i18nResources({ ...formMessages, ...designerMessages }),
  lng: 'zh',
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false, prefix: '{', suffix: '}' },
});

const deps = { now: () => Date.now(), random: () => Math.random() };
const { state } = importOption(createDesigner(), benchOption(), deps);
const start = performance.now();
createRoot(document.getElementById('root')!).render(
  <MantineProvider>
    <Designer canImport initial={{ form: state.form, title: '' }} />
  </MantineProvider>,
);
// The first frame with every field drawn by its own widget (the renderer's, loaded with the canvas).
const observer = new MutationObserver(() => {
  if (!document.querySelector('[data-widgets="ready"] [data-face]')) return;
  observer.disconnect();
  requestAnimationFrame(() => {
    bench.firstRender = performance.now() - start;
  });
});
observer.observe(document.getElementById('root')!, { childList: true, subtree: true });
