import { checkValue } from '@nbxt/core/form/fill-rules.ts';
import { uploadFileProblem } from '@nbxt/core/validate/upload.ts';
import { describe, expect, it } from 'vitest';
import { rendererTexts } from '../../../web/src/form-renderer/texts.ts';
import { fieldRuleCases } from '../../helpers/field-rule-cases.ts';

/**
 * A public form is filled signed out: the console's areas of texts are not loaded there, only the
 * renderer's. Every message a field rule gives the renderer must be among them, in zh and en.
 */
describe('the renderer’s texts hold every rule message it can show signed out', () => {
  const has = (key: string) => {
    const entry = rendererTexts[key];
    expect(entry, key).toBeDefined();
    expect(entry?.zh, key).toBeTruthy();
    expect(entry?.en, key).toBeTruthy();
  };

  it.each(fieldRuleCases)('$rule', (c) => {
    const problem = checkValue(c.renderer.field, c.renderer.value);
    expect(problem?.key).toBe(c.message);
    has(problem!.key!);
  });

  it('the mobile rule’s other messages, the region levels and the upload refusals of a chosen file', () => {
    for (const value of ['1381234567', '12345678901'])
      has(checkValue({ type: 'input', prop: 'p', rules: [{ type: 'mobile' }] }, value)!.key!);
    for (const depth of [1, 2])
      has(
        checkValue(
          { type: 'area', prop: 'a', required: true },
          { value: ['1', '2'].slice(0, depth), label: ['a', 'b'].slice(0, depth) },
        )!.key!,
      );
    const rule = { accept: '.png', fileSize: 10 };
    has(uploadFileProblem(rule, { name: 'a.png', size: 11 })!.message);
    has(uploadFileProblem(rule, { name: 'a.pdf', size: 1 })!.message);
  });
});
