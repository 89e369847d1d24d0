import { Alert, Button } from '@arco-design/web-react';
import { useT } from '@/app/i18n/useT';
import './LoadFailed.css';

/** The parts of a react-query result LoadFailed reads. */
type LoadingQuery = { error: Error | null; isFetching: boolean; refetch: () => unknown };

type LoadFailedProps = {
  query: LoadingQuery;
  /** What could not be loaded, as one sentence naming the reason. */
  message: (reason: string) => string;
  className?: string;
};

/**
 * What every list, card and page shows when its data could not be loaded (nothing otherwise): the reason
 * and a Retry that asks again and spins meanwhile; the filters and form around it stay as they were.
 */
export const LoadFailed = ({ query, message, className }: LoadFailedProps) => {
  const t = useT();
  if (!query.error) return null;
  return (
    <Alert
      type="error"
      className={className ? `load-failed ${className}` : 'load-failed'}
      content={message(query.error.message)}
      action={
        <Button size="mini" loading={query.isFetching} onClick={() => void query.refetch()}>
          {t('common.retry')}
        </Button>
      }
    />
  );
};
