import { Typography } from '@arco-design/web-react';
import type { TDashboardPeriod, TDrillCount } from '@notedesk/contract';
import { useT } from '@/app/i18n/useT';
import { DrillLink } from './DrillLink';
import { periodText } from './periodText';
import './MetricCard.css';

type CountCardProps = { title: string; count: TDrillCount; period?: TDashboardPeriod };

/** A headline count the answer gives no previous period for: the count (a link) and the period it covers. */
export const CountCard = ({ title, count, period }: CountCardProps) => {
  const t = useT();
  return (
    <div className="metric-card" data-metric={title}>
      <Typography.Text type="secondary" className="metric-card__title">
        {title}
      </Typography.Text>
      <div className="metric-card__value">
        <DrillLink count={count} />
      </div>
      {period ? (
        <Typography.Text type="secondary" className="metric-card__period">
          {periodText(t, period.start_time, period.end_time)}
        </Typography.Text>
      ) : null}
    </div>
  );
};
