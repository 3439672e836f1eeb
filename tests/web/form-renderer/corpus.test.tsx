// @vitest-environment happy-dom
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { checkForm, hasErrors } from '@nbxt/core/form/check.ts';
import { cleanup, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { forgetDictionaries } from '../../../web/src/form-renderer/dictionary.ts';
import { renderForm, setupDom } from './setup.tsx';

/** The shared corpus of real avue options (as tests/core/form/roundtrip.test.ts reads it). */
const corpus = '/work/shared/forms-corpus/';
const haveCorpus = existsSync(corpus);
if (!haveCorpus) console.warn(`skipping the renderer's corpus walk: ${corpus} does not exist`);

const errors = vi.spyOn(console, 'error');
beforeAll(setupDom);
afterEach(() => {
  cleanup();
  forgetDictionaries();
});
afterAll(() => errors.mockRestore());

describe.skipIf(!haveCorpus)('every corpus form core accepts renders', () => {
  const files = haveCorpus ? readdirSync(corpus).filter((f) => f.endsWith('.json')) : [];
  const accepted = files.filter((file) => {
    const option = JSON.parse(readFileSync(corpus + file, 'utf8'));
    return !hasErrors(checkForm(option).problems);
  });

  it('has forms core accepts', () => {
    expect(accepted.length).toBeGreaterThan(10);
  });

  it.each(accepted)('%s renders its fields without an error', (file) => {
    errors.mockClear();
    const option = JSON.parse(readFileSync(corpus + file, 'utf8'));
    // Remote dictionaries answer with nothing: the form still shows.
    const form = renderForm(option, {}, { routes: {} });
    expect(form.container.querySelector('form')).toBeTruthy();
    const labelled = [
      ...(option.column ?? []),
      ...(option.group ?? []).flatMap((g: { column?: unknown[] }) => g.column ?? []),
    ]
      .filter(
        (f: { label?: unknown; display?: unknown; type?: string }) =>
          typeof f.label === 'string' &&
          f.label &&
          f.display !== false &&
          f.type !== 'title' &&
          f.type !== 'divider',
      )
      .slice(0, 1);
    for (const field of labelled) expect(screen.getAllByText(field.label).length).toBeGreaterThan(0);
    expect(errors).not.toHaveBeenCalled();
  });
});
