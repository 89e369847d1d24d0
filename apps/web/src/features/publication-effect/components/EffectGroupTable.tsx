import type { TDrillCount, TDrillRatio, TDrillSum } from '@notedesk/contract';
import { DashboardTable } from '@/app/dashboard/DashboardTable';
import { drillCountColumn } from '@/app/dashboard/drillCountColumn';
import { formatCount } from '@/app/dashboard/formatMetric';
import { RatioLinks } from '@/app/dashboard/RatioLinks';
import { useLocaleStore } from '@/app/i18n/useLocaleStore';
import { useT } from '@/app/i18n/useT';

/** A group of own notes (an account, a product line, a product). */
export type EffectGroupRow = {
  key: string;
  name: string;
  notes: TDrillCount;
  interactions: TDrillSum;
  likes: TDrillSum;
  collects: TDrillSum;
  platform_comments: TDrillSum;
  shares: TDrillSum;
  comments: TDrillCount;
  negative_ratio: TDrillRatio;
  leads: TDrillCount;
};

/** Own notes grouped: their count (a link to them), summed metrics and the comments on them. */
export const EffectGroupTable = ({
  rows,
  groupTitle,
}: {
  rows: readonly EffectGroupRow[];
  groupTitle: string;
}) => {
  const t = useT();
  const locale = useLocaleStore((state) => state.locale);
  const sum = (
    title: string,
    key: 'interactions' | 'likes' | 'collects' | 'platform_comments' | 'shares',
  ) => ({
    title,
    dataIndex: key,
    align: 'right' as const,
    render: (_: unknown, row: EffectGroupRow) => formatCount(row[key].value, locale),
  });
  const columns = [
    { title: groupTitle, dataIndex: 'name' },
    drillCountColumn(t('publicationEffect.effect.notes'), 'notes', (row: EffectGroupRow) => row.notes),
    sum(t('dashboard.column.interactions'), 'interactions'),
    sum(t('dashboard.column.likes'), 'likes'),
    sum(t('dashboard.column.collects'), 'collects'),
    sum(t('publicationEffect.effect.platformComments'), 'platform_comments'),
    sum(t('dashboard.column.shares'), 'shares'),
    drillCountColumn(
      t('publicationEffect.effect.comments'),
      'comments',
      (row: EffectGroupRow) => row.comments,
    ),
    {
      title: t('dashboard.column.negativeRatio'),
      dataIndex: 'negative_ratio',
      render: (_: unknown, row: EffectGroupRow) => <RatioLinks ratio={row.negative_ratio} />,
    },
    drillCountColumn(t('dashboard.column.leads'), 'leads', (row: EffectGroupRow) => row.leads),
  ];
  return <DashboardTable rowKey="key" columns={columns} rows={rows} />;
};
