import { Typography } from '@arco-design/web-react';
import type { TComparedCount, TComparedRatio, TDashboardPeriod } from '@notedesk/contract';
import { useLocaleStore } from '@/app/i18n/useLocaleStore';
import { useT } from '@/app/i18n/useT';
import { ChangeText } from './ChangeText';
import { DrillLink } from './DrillLink';
import { formatPercent } from './formatMetric';
import { periodText } from './periodText';
import { RatioLinks } from './RatioLinks';
import './MetricCard.css';

type MetricCardProps = {
  title: string;
  period: TDashboardPeriod;
  /** More is bad news (negative comments, negative ratio). */
  riseIsBad?: boolean;
} & ({ count: TComparedCount; ratio?: never } | { ratio: TComparedRatio; count?: never });

/**
 * One headline number: its value (a link to its list), the period it counts, its change against the
 * previous period of the same length and that period's number (a link too).
 */
export const MetricCard = ({ title, period, riseIsBad, count, ratio }: MetricCardProps) => {
  const t = useT();
  const locale = useLocaleStore((state) => state.locale);
  const previousRange = periodText(t, period.previous_start_time, period.previous_end_time);
  return (
    <div className="metric-card" data-metric={title}>
      <Typography.Text type="secondary" className="metric-card__title">
        {title}
      </Typography.Text>
      <div className="metric-card__value">
        {count ? <DrillLink count={count} /> : formatPercent(ratio.value, locale)}
      </div>
      {ratio ? <RatioLinks ratio={ratio} bare /> : null}
      <Typography.Text type="secondary" className="metric-card__period">
        {periodText(t, period.start_time, period.end_time)}
      </Typography.Text>
      <div className="metric-card__change">
        {count ? (
          <ChangeText change={count.change} riseIsBad={riseIsBad} />
        ) : (
          <ChangeText change={ratio.change} riseIsBad={riseIsBad} points />
        )}
      </div>
      <Typography.Text type="secondary" className="metric-card__previous">
        {t('dashboard.previous', { range: previousRange })}
        {count ? (
          <DrillLink count={count.previous} />
        ) : (
          <>
            <span className="metric-card__nowrap">{formatPercent(ratio.previous.value, locale)}</span>{' '}
            <RatioLinks ratio={ratio.previous} bare />
          </>
        )}
      </Typography.Text>
    </div>
  );
};
