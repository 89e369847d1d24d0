import { Radio } from '@arco-design/web-react';
import { LANGUAGE_NAMES } from '@/app/i18n/languageNames';
import type { Locale } from '@/app/i18n/messages';
import { useLocaleStore } from '@/app/i18n/useLocaleStore';
import { useT } from '@/app/i18n/useT';

/** The language choice before signing in: both names always visible, so a reader of either finds theirs. */
export const LoginLanguageSwitch = () => {
  const t = useT();
  const locale = useLocaleStore((state) => state.locale);
  const changeLocale = useLocaleStore((state) => state.changeLocale);
  return (
    <Radio.Group
      className="login-page__language"
      type="button"
      size="small"
      aria-label={t('navbar.language')}
      value={locale}
      onChange={(next: Locale) => changeLocale(next)}
      options={LANGUAGE_NAMES.map(({ value, label }) => ({ value, label }))}
    />
  );
};
