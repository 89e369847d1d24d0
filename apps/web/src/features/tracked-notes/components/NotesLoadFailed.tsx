import { Button, Typography } from '@arco-design/web-react';
import { useT } from '../../../app/i18n/useT';

/** A note list that could not load says so, with a retry (the filters stay as they were). */
export const NotesLoadFailed = ({ onRetry }: { onRetry: () => void }) => {
  const t = useT();
  return (
    <Typography.Paragraph type="error">
      {t('trackedNotes.loadFailed')}{' '}
      <Button size="mini" onClick={onRetry}>
        {t('trackedNotes.retry')}
      </Button>
    </Typography.Paragraph>
  );
};
