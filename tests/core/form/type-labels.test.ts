import { checkForm } from '@nbxt/core/form/check.ts';
import { dropRefusal } from '@nbxt/core/form/designer-moves.ts';
import { problemText, typeLabel } from '@nbxt/core/form/problem-text.ts';
import { problemTextIn, type Texts, typeLabelIn } from '@nbxt/core/form/problem-words.ts';
import { notInDynamic } from '@nbxt/core/form/types.ts';
import { designerMessages } from '@nbxt/core/i18n/messages/designer.ts';
import { formMessages } from '@nbxt/core/i18n/messages/form.ts';
import { describe, expect, it } from 'vitest';

// Messages name field types by their palette labels (富文本, 地图选择器), never by their ids.
describe('field types in messages', () => {
  it.each(notInDynamic.filter((type) => type !== 'group'))('a refused drop of %s names its label', (type) => {
    const refusal = dropRefusal(type, 'dynamic')!;
    for (const lang of ['zh', 'en'] as const) {
      const text = problemText(refusal, lang);
      expect(text).toContain(typeLabel(type, lang));
      expect(text).not.toMatch(new RegExp(`\\b${type}\\b`));
    }
  });

  it('names 富文本 and 地图 in zh', () => {
    expect(problemText(dropRefusal('ueditor', 'dynamic')!, 'zh')).toBe('子表单中不能放置 富文本 类型的字段');
    expect(problemText(dropRefusal('map', 'dynamic')!, 'zh')).toContain('地图');
  });

  it('the checker names the type of a field misplaced in a sub-table by its label', () => {
    const form = {
      column: [
        {
          type: 'dynamic',
          prop: 'd',
          label: 'D',
          children: { column: [{ type: 'ueditor', prop: 'u', label: 'U', subfield: true }] },
        },
      ],
    };
    const problem = checkForm(form).problems.find((p) => p.key === 'form.check.notInDynamic')!;
    expect(problemText(problem, 'zh')).toContain('富文本');
    expect(problemText(problem, 'zh')).not.toContain('ueditor');
  });

  it('an unknown type is named as written', () => {
    expect(typeLabel('nosuch', 'zh')).toBe('nosuch');
    expect(problemText({ key: 'form.check.unknownType', params: { type: 'nosuch' } }, 'zh')).toContain(
      'nosuch',
    );
  });

  it("says the same in a front end's own texts (the console's: the designer's loaded in one language only)", () => {
    // A catalogue holding one language, as the console's i18next does.
    const oneLanguage = (lang: 'zh' | 'en'): Texts => {
      const texts = Object.fromEntries(
        Object.entries({ ...formMessages, ...designerMessages }).map(([key, text]) => [key, text[lang]]),
      );
      return {
        text: (key, params) =>
          (texts[key] ?? key).replace(/\{(\w+)\}/g, (whole, name: string) => String(params?.[name] ?? whole)),
        has: (key) => Object.hasOwn(texts, key),
      };
    };
    const refusal = dropRefusal('ueditor', 'dynamic')!;
    for (const lang of ['zh', 'en'] as const) {
      expect(problemTextIn(refusal, oneLanguage(lang))).toBe(problemText(refusal, lang));
      expect(typeLabelIn('map', oneLanguage(lang))).toBe(typeLabel('map', lang));
    }
    expect(problemTextIn(refusal, oneLanguage('zh'))).toBe('子表单中不能放置 富文本 类型的字段');
    // Without the designer's texts, a type is named as written.
    expect(typeLabelIn('ueditor', { text: (key) => key, has: () => false })).toBe('ueditor');
  });
});
