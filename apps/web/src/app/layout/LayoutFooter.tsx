import { useT } from '@/app/i18n/useT';

export const LayoutFooter = () => {
  const t = useT();
  return <footer className="layout__footer">{t('app.footer')}</footer>;
};
