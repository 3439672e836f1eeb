import { globSync, readFileSync } from 'node:fs';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { catalogue } from '../../core/src/i18n/index.ts';
import { consoleMessages } from '../../core/src/i18n/messages/console.ts';
import { designerMessages } from '../../core/src/i18n/messages/designer.ts';
import { menuMessages } from '../../core/src/i18n/messages/menu.ts';
import { platformMessages } from '../../core/src/i18n/messages/platform.ts';
import { validateMessages } from '../../core/src/i18n/messages/validate.ts';
import { MODULES } from '../../core/src/modules/index.ts';
import { moduleScreenTitle } from '../../core/src/modules/screen-titles.ts';
import { GROUP_AREAS } from '../../web/src/base/group-texts.ts';
import {
  i18nResources,
  initI18n,
  loadAllMessages,
  loadGroupTexts,
  loadSignInTexts,
  pickLanguage,
  switchLanguage,
} from '../../web/src/base/i18n.ts';
import { consoleAreas, textsPastSignIn } from '../../web/src/base/messages-all.ts';
import { signInMessages } from '../../web/src/base/signin-messages.ts';
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

  it('starts in another language with its sign-in texts loaded first (the default language is in the entry)', async () => {
    const i18n = initI18n('en');
    expect(i18n.getResource('en', 'translation', 'login.title')).toBeUndefined();
    await loadSignInTexts('en');
    expect(i18n.t('login.title')).toBe(platformMessages['login.title'].en);
    expect(i18n.t('login.title', { lng: 'zh' })).toBe('登录');
  });

  it("titles menus and screens in Chinese from the start (the entry's), in another language with its texts past sign-in", () => {
    const contract = MODULES.find((module) => module.name === 'contract')!;
    const screen = contract.screens[0]!;
    const title = moduleScreenTitle(contract.name, screen);
    initI18n('zh');
    expect(i18next.t(title)).toBe(screen.text.zh);
    expect(i18next.t('menu.contract')).toBe(contract.text.zh);
    expect(i18next.t('menu.desk')).toBe(menuMessages['menu.desk'].zh);
    // The English ones come with the English texts past sign-in (web/src/base/texts/en.ts); the Chinese
    // texts past sign-in do not carry them again.
    expect(textsPastSignIn('en')[title]).toBe(screen.text.en);
    expect(textsPastSignIn('en')['menu.contract']).toBe(contract.text.en);
    expect(Object.keys(textsPastSignIn('zh'))).not.toContain(title);
    expect(Object.keys(textsPastSignIn('zh'))).not.toContain('menu.contract');
  });

  it('adds the rest of the catalogue later, in the current language only (no entry’s labels: they come with its group)', async () => {
    initI18n('zh');
    const key = 'validate.register.passwordMismatch';
    expect(i18next.exists(key)).toBe(false);
    await loadAllMessages();
    expect(i18next.t(key)).toBe('两次密码输入不一致');
    const english = (k: string) => i18next.getResource('en', 'translation', k);
    expect(english(key)).toBeUndefined();
    // The platform entries' labels are their groups' (platform-group.tsx), not every page's.
    expect(i18next.exists('param.paramKey')).toBe(false);
    // Switching loads the other language's texts before the language changes.
    const switching = switchLanguage('en');
    expect(i18next.language).toBe('zh');
    await switching;
    expect(i18next.language).toBe('en');
    expect(english(key)).toBe(validateMessages[key].en);
  });

  it("adds a route group's own texts in the current language only, and another language's when it switches", async () => {
    initI18n('zh');
    const key = 'designer.toolbar.import';
    expect(i18next.exists(key)).toBe(false);
    await loadGroupTexts('forms');
    expect(i18next.t(key)).toBe(designerMessages[key].zh);
    expect(i18next.getResource('en', 'translation', key)).toBeUndefined();
    await switchLanguage('en');
    expect(i18next.t(key)).toBe(designerMessages[key].en);
    await switchLanguage('zh');
    // A group without texts of its own has nothing to wait for.
    await expect(loadGroupTexts('lists')).resolves.toBeUndefined();
  });
});

describe('console texts come from the catalogue', () => {
  it('ships every area of the catalogue but those of the parts of core only the CLI uses', () => {
    const cliOnly = ['export'];
    // The schedule editor adds the cron area itself when its code loads (schedule-issues.ts), the business
    // screens theirs (screens/business/texts.ts, screens/groups/*.tsx), the household survey's components
    // and the region picker theirs and the ID card's (components/household-texts.ts); the form designer's group adds the form
    // toolkit's (screens/groups/forms.tsx) and loads its own (base/group-texts.ts), the form renderer the form area's rule messages and
    // its own (form-renderer/texts.ts).
    const withTheirCode = [
      ...['cron', 'biz', 'merchant', 'wechat', 'moduleRole', 'shorturl', 'labor', 'refuse'],
      ...['form', 'designer', 'formRenderer', 'household', 'region', 'idcard', 'apps'],
    ];
    const code = globSync('web/src/**/*.{ts,tsx}')
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    for (const part of cliOnly) {
      expect(code, `the console uses @nbxt/core/${part}`).not.toContain(`@nbxt/core/${part}/`);
      expect(code, `the console shows ${part} texts`).not.toMatch(new RegExp(`['"\`]${part}\\.[\\w.]+`));
    }
    const shipped = {
      ...signInMessages,
      ...consoleAreas,
      ...Object.assign({}, ...Object.values(GROUP_AREAS)),
    };
    const missing = Object.keys(catalogue).filter(
      (key) => !Object.hasOwn(shipped, key) && ![...cliOnly, ...withTheirCode].includes(key.split('.')[0]!),
    );
    expect(missing).toEqual([]);
  });

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
