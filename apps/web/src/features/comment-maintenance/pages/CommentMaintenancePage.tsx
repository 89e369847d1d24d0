import { useT } from '../../../app/i18n/useT';
import { SectionPage } from '../../../app/ui/SectionPage';

/** Placeholder frame; the comment-maintenance feature issue fills the list. */
export const CommentMaintenancePage = () => {
  const t = useT();
  return <SectionPage title="commentMaintenance.title" description={t('commentMaintenance.description')} />;
};
