import { useLocaleStore } from '@/app/i18n/useLocaleStore';
import { defaultMenuWidth } from '@/app/stores/defaultMenuWidth';
import { useAppStore } from '@/app/stores/useAppStore';

/** The width the side menu has: the user's own when they chose one, else the default of the language. */
export const useMenuWidth = (): number => {
  const chosen = useAppStore((state) => state.menuWidth);
  const locale = useLocaleStore((state) => state.locale);
  return chosen ?? defaultMenuWidth(locale);
};
