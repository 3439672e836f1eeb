import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { consoleMessages } from '../../core/src/i18n/messages/console.ts';
import { validateMessages } from '../../core/src/i18n/messages/validate.ts';
import {
  i18nResources,
  initI18n,
  loadAllMessages,
  pickLanguage,
  switchLanguage,
} from '../../web/src/app/i18n.ts';
import { chineseInCode } from '../helpers/chinese-in-code.ts';

describe('console i18n', () => {
  it('defaults to zh and accepts en', () => {
    expect(pickLanguage(undefined)).toBe('zh');
    expect(pickLanguage('fr')).toBe('zh');
    expect(pickLanguage('en')).toBe('en');
  });

  it("splits core's messages by language", () => {
    const resources = i18nResources(consoleMessages);
    expect(resources.zh.translation['console.crud.total']).toBe('共 {total} 条');
    expect(resources.en.translation['console.crud.total']).toBe('{total} in all');
  });

  it("starts with the sign-in texts, renders core's {name} placeholders and dotted keys", () => {
    const i18n = initI18n('zh');
    expect(i18n.t('login.title')).toBe('登录');
    expect(i18n.t('console.crud.total', { total: 3 })).toBe('共 3 条');
    expect(i18n.t('param.paramName.required')).toBe('请输入参数名称');
  });

  it('adds the rest of the catalogue and the registry labels later, in the current language only', async () => {
    initI18n('zh');
    expect(i18next.exists('param.paramKey')).toBe(false);
    await loadAllMessages();
    expect(i18next.t('param.paramKey')).toBe('参数键名');
    expect(i18next.t('validate.register.passwordMismatch')).toBe('两次密码输入不一致');
    const english = (key: string) => i18next.getResource('en', 'translation', key);
    expect(english('param.paramKey')).toBeUndefined();
    expect(english('validate.register.passwordMismatch')).toBeUndefined();
    // Switching loads the other language's texts before the language changes.
    const switching = switchLanguage('en');
    expect(i18next.language).toBe('zh');
    await switching;
    expect(i18next.language).toBe('en');
    expect(i18next.t('param.paramKey')).toBe('Key');
    expect(english('validate.register.passwordMismatch')).toBe(
      validateMessages['validate.register.passwordMismatch'].en,
    );
  });
});

describe('console texts come from the catalogue', () => {
  it('has no Chinese written into the console code (comments aside)', () => {
    const { read, offenders } = chineseInCode(new URL('../../web/src/', import.meta.url).pathname);
    expect(read).toBeGreaterThan(20);
    expect(offenders).toEqual([]);
  });

  it('names each language in its own tongue in both catalogues', () => {
    const resources = i18nResources(consoleMessages);
    for (const lang of ['zh', 'en'] as const) {
      expect(resources[lang].translation['console.language.zh']).toBe('中文');
      expect(resources[lang].translation['console.language.en']).toBe('EN');
    }
  });
});
