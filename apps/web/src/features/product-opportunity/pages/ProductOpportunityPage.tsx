import { useT } from '@/app/i18n/useT';
import { SectionPage } from '@/app/ui/SectionPage';

/** Placeholder frame; the product-opportunity feature issue fills the list. */
export const ProductOpportunityPage = () => {
  const t = useT();
  return <SectionPage title="productOpportunity.title" description={t('productOpportunity.description')} />;
};
