import { Typography } from '@arco-design/web-react';
import { useLocaleStore } from '@/app/i18n/useLocaleStore';
import { useT } from '@/app/i18n/useT';
import { formatCount, formatPercent } from './formatMetric';

type ChangeTextProps = {
  /** Relative change of a count (0.25 = +25 %), or a difference of ratios; null: nothing to compare with. */
  change: number | null;
  /** More of this is bad news (negative comments): a rise shows red. */
  riseIsBad?: boolean;
  /** The change is a difference of two ratios, shown in percentage points. */
  points?: boolean;
};

/** "↑12.5% vs previous", coloured by whether the change is good news. */
export const ChangeText = ({ change, riseIsBad = false, points = false }: ChangeTextProps) => {
  const t = useT();
  const locale = useLocaleStore((state) => state.locale);
  if (change === null) return <Typography.Text type="secondary">{t('dashboard.change.new')}</Typography.Text>;
  if (change === 0) return <Typography.Text type="secondary">{t('dashboard.change.flat')}</Typography.Text>;
  const amount = points
    ? t('dashboard.points', { value: formatCount(Math.abs(change) * 100, locale) })
    : formatPercent(Math.abs(change), locale);
  const good = change > 0 !== riseIsBad;
  return (
    <Typography.Text type={good ? 'success' : 'error'} className="change-text">
      {t(change > 0 ? 'dashboard.change.up' : 'dashboard.change.down', { change: amount })}
    </Typography.Text>
  );
};
