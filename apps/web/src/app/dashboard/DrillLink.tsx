import type { TDrillCount } from '@notedesk/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useLocaleStore } from '@/app/i18n/useLocaleStore';
import { useT } from '@/app/i18n/useT';
import { drillTarget } from './drillTarget';
import { formatCount } from './formatMetric';
import './DrillLink.css';

type DrillLinkProps = {
  count: TDrillCount;
  /** What to show instead of the count itself (e.g. a note's title). */
  children?: ReactNode;
  className?: string;
};

/** A dashboard count that opens the list it counted (DESIGN §4); the one drill piece every page uses. */
export const DrillLink = ({ count, children, className }: DrillLinkProps) => {
  const t = useT();
  const locale = useLocaleStore((state) => state.locale);
  return (
    <Link
      to={drillTarget(count.drill)}
      className={className ? `drill-link ${className}` : 'drill-link'}
      title={t('dashboard.drillHint')}
      data-drill-value={count.value}
    >
      {children ?? formatCount(count.value, locale)}
    </Link>
  );
};
