// @vitest-environment happy-dom
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { checkForm, hasErrors } from '@nbxt/core/form/check.ts';
import { fieldProp, valueFields } from '@nbxt/core/form/fill.ts';
import type { PlainObject } from '@nbxt/core/form/plain.ts';
import { fieldTypes } from '@nbxt/core/form/types.ts';
import { act, cleanup, fireEvent, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { forgetDictionaries } from '../../../web/src/form-renderer/dictionary.ts';
import { renderForm, setupDom } from './setup.tsx';
import { storedValues, withoutChecks } from './stored-values.ts';

beforeAll(setupDom);
afterEach(() => {
  cleanup();
  forgetDictionaries();
});

const tree = [
  {
    label: '浙江',
    value: 'zj',
    children: [{ label: '杭州', value: 'hz', children: [{ label: '西湖', value: 'xh' }] }],
  },
  { label: '江苏', value: 'js', children: [{ label: '南京', value: 'nj' }] },
];
const items = [
  { label: '甲', value: 1 },
  { label: '乙', value: 2 },
  { label: '丙', value: 3 },
];
const choiceTypes = new Set(['select', 'radio', 'checkbox']);

/** One field of each renderer type (choices with their items), and the avue variants of its value shape. */
function fieldsOf(type: string): PlainObject[] {
  const base: PlainObject = { type, prop: 'f', label: '字段' };
  if (choiceTypes.has(type)) base.dicData = items;
  if (type === 'cascader' || type === 'tree') base.dicData = tree;
  if (type === 'dynamic')
    base.children = {
      column: ['input', 'number', 'select', 'checkbox', 'date', 'switch', 'upload', 'cascader'].map(
        (t, i) => ({
          ...fieldsOf(t)[0],
          prop: `c${i}`,
          label: `列${i}`,
        }),
      ),
    };
  const variants: PlainObject[] = [base];
  if (['checkbox', 'cascader', 'upload', 'array', 'img'].includes(type))
    variants.push({ ...base, dataType: 'string' });
  if (type === 'select' || type === 'tree') variants.push({ ...base, multiple: true });
  if (type === 'upload') variants.push({ ...base, listType: 'picture-img' });
  if (type === 'date')
    variants.push({ ...base, valueFormat: 'timestamp' }, { ...base, valueFormat: 'yyyy/MM/dd' });
  if (type === 'datetime') variants.push({ ...base, valueFormat: 'yyyy-MM-dd HH:mm' });
  if (type === 'switch')
    variants.push({
      ...base,
      dicData: [
        { label: '否', value: 'N' },
        { label: '是', value: 'Y' },
      ],
    });
  if (type === 'slider') variants.push({ ...base, range: true });
  if (type === 'area') variants.push({ ...base, level: 3 }, { ...base, level: 1 });
  return variants;
}

const routes = {
  'GET /area/nbxtarea/lazy-list': [],
  'GET /blade-system/dept/tree': [],
  'GET /blade-user/page': { records: [], total: 0 },
};

/** Render the stored values, let every widget load, submit unchanged: what is submitted, field by field. */
async function roundTrip(option: PlainObject): Promise<{ stored: PlainObject; sent: PlainObject }> {
  const stored = storedValues(option);
  const form = renderForm(option, structuredClone(stored), { routes });
  // The lazy widgets (dates, rich text, region, pickers) load and settle before the submit.
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 30));
  });
  await act(async () => {
    fireEvent.submit(form.container.querySelector('form')!);
  });
  await waitFor(() => expect(form.submitted).toHaveLength(1));
  return { stored, sent: form.submitted[0]! };
}

const expectSame = ({ stored, sent }: { stored: PlainObject; sent: PlainObject }) => {
  for (const [prop, value] of Object.entries(stored)) expect(sent[prop], prop).toEqual(value);
};

describe('every renderer field type: a stored value submitted unchanged is sent back as it was', () => {
  const cases = fieldTypes
    .filter((type) => !['group', 'title', 'divider'].includes(type))
    .flatMap((type) =>
      fieldsOf(type).map(
        (field) =>
          [
            `${type}${field.dataType ? ` (dataType ${field.dataType})` : ''}${field.multiple ? ' (multiple)' : ''}${field.listType ? ` (${field.listType})` : ''}${field.valueFormat ? ` (${field.valueFormat})` : ''}${field.level ? ` (level ${field.level})` : ''}${field.range ? ' (range)' : ''}${Array.isArray(field.dicData) && type === 'switch' ? ' (dicData)' : ''}`,
            field,
          ] as const,
      ),
    );

  it('covers every type of the renderer', () => {
    const covered = new Set(cases.map(([, field]) => field.type));
    expect(fieldTypes.filter((t) => !covered.has(t))).toEqual(['group', 'title', 'divider']);
  });

  it.each(cases)('%s', async (_name, field) => {
    expectSame(await roundTrip({ column: [field] }));
  });

  it('a field inside a group, and every type at once', async () => {
    const all = cases.map(([, field], i) => ({ ...field, prop: `f${i}` }));
    expectSame(
      await roundTrip({
        column: all.slice(0, 10),
        group: [{ label: '分组', prop: 'g', column: all.slice(10) }],
      }),
    );
  });
});

/** The shared corpus of real avue options (as tests/core/form/roundtrip.test.ts reads it). */
const corpus = '/work/shared/forms-corpus/';
const haveCorpus = existsSync(corpus);

describe.skipIf(!haveCorpus)(
  'every corpus form: stored values submitted unchanged are sent back as they were',
  () => {
    const files = haveCorpus ? readdirSync(corpus).filter((f) => f.endsWith('.json')) : [];
    const accepted = files.filter((file) => {
      const option = JSON.parse(readFileSync(corpus + file, 'utf8'));
      return !hasErrors(checkForm(option).problems) && valueFields(option).some((f) => fieldProp(f));
    });

    it('has forms to walk', () => {
      expect(accepted.length).toBeGreaterThan(10);
    });

    it.each(accepted)('%s', async (file) => {
      const option = withoutChecks(JSON.parse(readFileSync(corpus + file, 'utf8')));
      expectSame(await roundTrip(option));
    });
  },
);
