import { useT } from '../../../app/i18n/useT';
import { SectionPage } from '../../../app/ui/SectionPage';

/** Placeholder frame; the data-management feature issue fills the list. */
export const DataManagementPage = () => {
  const t = useT();
  return <SectionPage title="dataManagement.title" description={t('dataManagement.description')} />;
};
