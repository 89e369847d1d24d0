import { useT } from '@/app/i18n/useT';
import { SectionPage } from '@/app/ui/SectionPage';

/** Placeholder frame; the brand-sentiment feature issue fills the list. */
export const BrandSentimentPage = () => {
  const t = useT();
  return <SectionPage title="brandSentiment.title" description={t('brandSentiment.description')} />;
};
