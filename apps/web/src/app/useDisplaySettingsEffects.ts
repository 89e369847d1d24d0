import { useEffect } from 'react';
import { useLocaleStore } from './i18n/useLocaleStore';
import { useAppStore } from './stores/useAppStore';

/** Applies theme, colour-weak filter and language to the document, on every page including login. */
export const useDisplaySettingsEffects = (): void => {
  const theme = useAppStore((state) => state.theme);
  const colorWeak = useAppStore((state) => state.colorWeak);
  const locale = useLocaleStore((state) => state.locale);
  useEffect(() => {
    if (theme === 'dark') document.body.setAttribute('arco-theme', 'dark');
    else document.body.removeAttribute('arco-theme');
  }, [theme]);
  useEffect(() => {
    // Spec §4/§9: colour weak inverts the page at 80 %; off clears the filter.
    document.body.style.filter = colorWeak ? 'invert(80%)' : '';
  }, [colorWeak]);
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
};
