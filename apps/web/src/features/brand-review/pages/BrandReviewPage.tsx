import { useT } from '@/app/i18n/useT';
import { SectionPage } from '@/app/ui/SectionPage';

/** Placeholder frame; the brand-review feature issue fills the list. */
export const BrandReviewPage = () => {
  const t = useT();
  return <SectionPage title="brandReview.title" description={t('brandReview.description')} />;
};
