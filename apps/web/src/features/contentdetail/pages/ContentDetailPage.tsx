import { useParams } from 'react-router';
import { useT } from '../../../app/i18n/useT';
import { SectionPage } from '../../../app/ui/SectionPage';

/** Placeholder frame for one content item (note) and its comments. */
export const ContentDetailPage = () => {
  const t = useT();
  const { content_id: contentId = '' } = useParams();
  return (
    <SectionPage
      title="contentDetail.title"
      description={t('contentDetail.description', { id: contentId })}
    />
  );
};
