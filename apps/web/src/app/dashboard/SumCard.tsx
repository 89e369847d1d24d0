import { Typography } from '@arco-design/web-react';
import type { TDrillSum } from '@notedesk/contract';
import { useLocaleStore } from '@/app/i18n/useLocaleStore';
import { DrillLink } from './DrillLink';
import { formatCount } from './formatMetric';
import './MetricCard.css';

type SumCardProps = {
  title: string;
  sum: TDrillSum;
  /** Before the link to the notes summed, e.g. "from"; `unit` after it, e.g. "notes". */
  from: string;
  unit: string;
};

/** A sum of a note metric: the sum, and the notes it adds up (a link to them, whose total is their count). */
export const SumCard = ({ title, sum, from, unit }: SumCardProps) => {
  const locale = useLocaleStore((state) => state.locale);
  return (
    <div className="metric-card" data-metric={title}>
      <Typography.Text type="secondary" className="metric-card__title">
        {title}
      </Typography.Text>
      <div className="metric-card__value">{formatCount(sum.value, locale)}</div>
      <Typography.Text type="secondary" className="metric-card__period">
        {from} <DrillLink count={sum.over} /> {unit}
      </Typography.Text>
    </div>
  );
};
