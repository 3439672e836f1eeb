import { SegmentedControl } from '@mantine/core';
import { languages } from '@nbxt/core/i18n/types.ts';
import { useTranslation } from 'react-i18next';
import { pickLanguage, switchLanguage } from '../base/i18n.ts';
import { consoleState } from '../base/runtime.ts';

/** zh (default) or en; the choice is kept in the stored session state. */
export function LanguageSwitch({ size = 'xs' }: { size?: 'xs' | 'sm' }) {
  const { i18n, t } = useTranslation();
  return (
    <SegmentedControl
      size={size}
      aria-label={t('console.shell.language')}
      value={pickLanguage(i18n.language)}
      onChange={(value) => {
        const lang = pickLanguage(value);
        consoleState.setLanguage(lang);
        document.documentElement.lang = lang === 'zh' ? 'zh-CN' : 'en';
        void switchLanguage(lang);
      }}
      data={languages.map((lang) => ({ value: lang, label: t(`console.language.${lang}`) }))}
    />
  );
}
