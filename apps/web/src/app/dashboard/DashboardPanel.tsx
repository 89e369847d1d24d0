import { Alert, Button, Card, Empty, Spin } from '@arco-design/web-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useT } from '@/app/i18n/useT';
import './DashboardPanel.css';

type DashboardPanelProps<T> = {
  title?: ReactNode;
  extra?: ReactNode;
  result: UseQueryResult<T>;
  /** True when the answer has nothing to show in this panel. */
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
  className?: string;
};

/**
 * A card of a dashboard with its loading, error (with a retry) and empty states; the content renders
 * only once the figures are there.
 */
export const DashboardPanel = <T,>({
  title,
  extra,
  result,
  isEmpty,
  children,
  className,
}: DashboardPanelProps<T>) => {
  const t = useT();
  const { data } = result;
  const body = (() => {
    if (result.isError)
      return (
        <Alert
          type="error"
          className="dashboard-panel__error"
          content={t('dashboard.loadFailed', { reason: result.error.message })}
          action={
            <Button size="small" onClick={() => void result.refetch()}>
              {t('dashboard.retry')}
            </Button>
          }
        />
      );
    if (data === undefined)
      return (
        <div className="dashboard-panel__loading">
          <Spin tip={t('dashboard.loading')} />
        </div>
      );
    if (isEmpty?.(data))
      return (
        <Empty
          className="dashboard-panel__empty"
          description={`${t('dashboard.empty')} · ${t('dashboard.emptyHint')}`}
        />
      );
    return children(data);
  })();
  return (
    <Card
      bordered={false}
      title={title}
      extra={extra}
      className={className ? `dashboard-panel ${className}` : 'dashboard-panel'}
      aria-busy={result.isFetching}
    >
      <Spin loading={result.isFetching && data !== undefined} block>
        {body}
      </Spin>
    </Card>
  );
};
