import type { TDrillRatio } from '@notedesk/contract';
import { useLocaleStore } from '@/app/i18n/useLocaleStore';
import { DrillLink } from './DrillLink';
import { formatPercent } from './formatMetric';

/** "12.5% (3 / 24)": a ratio with the lists of its numerator and denominator, each clickable. */
export const RatioLinks = ({ ratio, bare = false }: { ratio: TDrillRatio; bare?: boolean }) => {
  const locale = useLocaleStore((state) => state.locale);
  return (
    <span className="ratio-links">
      {bare ? null : <span>{formatPercent(ratio.value, locale)} </span>}
      <span className="ratio-links__parts">
        (<DrillLink count={ratio.numerator} /> / <DrillLink count={ratio.denominator} />)
      </span>
    </span>
  );
};
