import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { consoleMessages } from '../../core/src/i18n/messages/console.ts';
import { i18nResources, initI18n, loadAllMessages, pickLanguage } from '../../web/src/app/i18n.ts';
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

  it('adds the whole catalogue and the registry labels later', async () => {
    initI18n('zh');
    expect(i18next.exists('param.paramKey')).toBe(false);
    await loadAllMessages();
    expect(i18next.t('param.paramKey')).toBe('参数键名');
    expect(i18next.t('validate.register.passwordMismatch')).toBe('两次密码输入不一致');
    expect(i18next.t('param.paramKey', { lng: 'en' })).toBe('Key');
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
