import { Empty } from '@arco-design/web-react';
import { useT } from '../../../app/i18n/useT';

/** A tab of the data-management page (being built). */
export const PersonasPanel = () => {
  const t = useT();
  return <Empty description={t('personas.tab')} />;
};
