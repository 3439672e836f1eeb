/** A form of groups only (ordinary avue) and values nested past the JSON depth limit. */
import { beautify, jsonOptions } from '@nbxt/core/form/beautify.ts';
import { checkForm } from '@nbxt/core/form/check.ts';
import { exportForm, importForm } from '@nbxt/core/form/convert.ts';
import { checkFormText, parseDefinition } from '@nbxt/core/form/positions.ts';
import { locatedText } from '@nbxt/core/form/problem-text.ts';
import { describe, expect, it } from 'vitest';

const groupOnly = {
  detail: true,
  labelWidth: 110,
  group: [
    { label: '用户信息', prop: 'jbxx', column: [{ label: '姓名', prop: 'name' }] },
    { label: '退款申请', prop: 'tksq', column: [{ label: '金额', prop: 'money', type: 'number' }] },
  ],
};

describe('a definition with group and no top-level column', () => {
  it('imports with the groups as group columns where `group` was, and exports the groups back', () => {
    const imported = importForm(groupOnly);
    expect(imported.ok).toBe(true);
    if (!imported.ok) return;
    expect(Object.keys(imported.value)).toEqual(['detail', 'labelWidth', 'column']);
    expect((imported.value.column as { type: string }[]).map((c) => c.type)).toEqual(['group', 'group']);
    const exported = exportForm(imported.value);
    expect(exported).toEqual({ ok: true, value: groupOnly });
    // Nothing that was not there: no empty `column`, and the keys in their places.
    expect(exported.ok && JSON.stringify(exported.value)).toBe(JSON.stringify(groupOnly));
    expect(importForm(exported.ok ? exported.value : null)).toEqual(imported);
  });

  it('checks clean and formats unchanged', () => {
    expect(checkForm(groupOnly).problems).toEqual([]);
    expect(checkFormText(JSON.stringify(groupOnly)).problems).toEqual([]);
    const text = JSON.stringify(groupOnly, null, 2);
    const formatted = beautify(groupOnly, jsonOptions);
    expect(formatted.ok && formatted.text).toBe(text);
  });
});

describe('values nested past the depth limit', () => {
  const deepValue = `${'['.repeat(10_000)}${']'.repeat(10_000)}`;
  const text = `{\n  "column": [{ "label": "A", "prop": "a", "value": ${deepValue} }]\n}`;

  it('reading a definition gives the path and the limit, located, never a stack overflow', () => {
    const parsed = parseDefinition(text);
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.problem).toMatchObject({ key: 'form.check.tooDeep', line: 2, params: { limit: 500 } });
    expect(locatedText(parsed.problem, 'en')).toMatch(
      /^\$\.column\[0\]\.value\[0\]\[0\].*…\(500 levels\): nested deeper than 500 levels \(the limit\) \(line 2, column \d+\)$/,
    );
  });

  it('checking the text reports the same problem', () => {
    const { problems } = checkFormText(text.replaceAll('[[', '[{"k":[').replaceAll(']]', ']}]'));
    expect(problems.map((p) => p.key)).toEqual(['form.check.tooDeep']);
    expect(checkFormText(text).problems[0]).toMatchObject({ key: 'form.check.tooDeep', severity: 'error' });
  });
});
