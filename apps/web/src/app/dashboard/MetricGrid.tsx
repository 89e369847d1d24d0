import type { TComparedCount, TComparedRatio, TDashboardPeriod } from '@notedesk/contract';
import type { ReactNode } from 'react';
import { MetricCard } from './MetricCard';
import './MetricCard.css';

/** One headline number of a grid: a compared count or a compared ratio over its period. */
export type Metric = {
  title: string;
  period: TDashboardPeriod;
  /** More is bad news (negative comments, negative ratio). */
  riseIsBad?: boolean;
} & ({ count: TComparedCount; ratio?: never } | { ratio: TComparedRatio; count?: never });

/** A page's headline numbers as metric cards, then any other cards (`children`: sums, rank) in the same grid. */
export const MetricGrid = ({
  metrics,
  testId,
  children,
}: {
  metrics: readonly Metric[];
  testId: string;
  children?: ReactNode;
}) => (
  <div className="metric-grid" data-testid={testId}>
    {metrics.map((metric) => (
      <MetricCard key={metric.title} {...metric} />
    ))}
    {children}
  </div>
);
