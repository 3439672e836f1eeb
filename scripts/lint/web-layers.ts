/**
 * The console's folders (web/src/<folder>) in their one-way order, top first: a folder imports only the
 * folders after it. The lint rule that enforces it (Biome `noRestrictedImports`, one override per folder
 * in biome.json) is written from this list: `node scripts/lint/web-layers.ts` rewrites those overrides.
 * tests/web/layers.test.ts checks biome.json against it, proves the rule bites, and finds no folder-level
 * import cycle in web/src.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const WEB_LAYERS = [
  { folder: 'app', holds: 'the composition root: providers, routes, the lazy screen groups' },
  { folder: 'shell', holds: 'the frame around every signed-in page: menu, tabs, top bar' },
  { folder: 'pages', holds: 'pages outside the modules: sign-in, registration, home, errors' },
  { folder: 'screens', holds: "the modules' own screens (custom keys) and their route groups" },
  { folder: 'chat', holds: 'the chat panel' },
  { folder: 'designer', holds: 'the form designer' },
  { folder: 'form-renderer', holds: 'designed forms, filled and shown' },
  { folder: 'kit', holds: 'the generic screens: lists, record forms, dialogs, hooks, the context client' },
  { folder: 'components', holds: 'widgets that know no resource: date, schedule, rich text, overlays' },
  { folder: 'base', holds: 'the services under everything: runtime, session, i18n, errors, lazy loading' },
] as const;

export type WebLayer = (typeof WEB_LAYERS)[number]['folder'];

export const layerOrder = WEB_LAYERS.map((l) => l.folder).join(' → ');

/** The folders `folder` must not import: every folder above it. */
export function above(folder: WebLayer): WebLayer[] {
  const at = WEB_LAYERS.findIndex((l) => l.folder === folder);
  return WEB_LAYERS.slice(0, at).map((l) => l.folder);
}

/** The biome.json override for one folder: its imports of the folders above it are errors. */
export function layerOverride(folder: WebLayer) {
  // `../**/shell/**`: a relative path out of the folder, at any depth, into web/src/shell (no folder under
  // web/src has a sub-folder named like a top-level one; tests/web/layers.test.ts checks that).
  const group = above(folder).map((up) => `../**/${up}/**`);
  return {
    includes: [`web/src/${folder}/**`],
    linter: {
      rules: {
        style: {
          noRestrictedImports: {
            level: 'error' as const,
            options: {
              patterns: [
                {
                  group,
                  message: `web/src/${folder} imports only the folders below it (${layerOrder}; CONTRIBUTING.md, Layers): move what both need down instead.`,
                },
              ],
            },
          },
        },
      },
    },
  };
}

/** biome.json's overrides: the folders' rules (those with no folder above them have none). */
export const layerOverrides = () =>
  WEB_LAYERS.filter((l) => above(l.folder).length > 0).map((l) => layerOverride(l.folder));

if (import.meta.main) {
  // Only the overrides (biome.json's last key) are rewritten: the rest keeps its text.
  const path = join(import.meta.dirname, '../../biome.json');
  const text = readFileSync(path, 'utf8');
  const config = JSON.parse(text);
  const others = (config.overrides ?? []).filter(
    (o: { includes?: string[] }) => !o.includes?.some((g) => g.startsWith('web/src/')),
  );
  const head = text.includes('"overrides"')
    ? text.slice(0, text.lastIndexOf(',', text.indexOf('"overrides"')))
    : text.trimEnd().replace(/\s*}$/, '');
  const overrides = JSON.stringify([...others, ...layerOverrides()], null, 2).replaceAll('\n', '\n  ');
  writeFileSync(path, `${head},\n  "overrides": ${overrides}\n}\n`);
}
