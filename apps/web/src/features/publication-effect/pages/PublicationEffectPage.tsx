import { useT } from '@/app/i18n/useT';
import { SectionPage } from '@/app/ui/SectionPage';

/** Placeholder frame; the publication-effect feature issue fills the list. */
export const PublicationEffectPage = () => {
  const t = useT();
  return <SectionPage title="publicationEffect.title" description={t('publicationEffect.description')} />;
};
