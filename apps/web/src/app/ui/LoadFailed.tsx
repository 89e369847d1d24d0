import { Alert, Button } from '@arco-design/web-react';
import { useT } from '../i18n/useT';
import './LoadFailed.css';

type LoadFailedProps = {
  /** What could not be loaded and why, as one sentence. */
  message: string;
  onRetry: () => void;
  /** A retry under way keeps the button spinning. */
  retrying?: boolean;
  className?: string;
};

/**
 * What every list, card and page shows when its data could not be loaded: the reason and a Retry that
 * asks again (the filters and form around it stay as they were).
 */
export const LoadFailed = ({ message, onRetry, retrying, className }: LoadFailedProps) => {
  const t = useT();
  return (
    <Alert
      type="error"
      className={className ? `load-failed ${className}` : 'load-failed'}
      content={message}
      action={
        <Button size="mini" loading={retrying} onClick={onRetry}>
          {t('common.retry')}
        </Button>
      }
    />
  );
};
