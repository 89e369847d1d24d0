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
  // Arco's radio group does not pass aria-label on: the group around it carries the name.
  return (
    <fieldset className="login-page__language" aria-label={t('navbar.language')}>
      <Radio.Group
        type="button"
        size="small"
        value={locale}
        onChange={(next: Locale) => changeLocale(next)}
        options={LANGUAGE_NAMES.map(({ value, label }) => ({ value, label }))}
      />
    </fieldset>
  );
};
