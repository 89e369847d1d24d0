import type { TDrillCount, TDrillRatio } from '@notedesk/contract';
import { DashboardTable } from '@/app/dashboard/DashboardTable';
import { drillCountColumn } from '@/app/dashboard/drillCountColumn';
import { RatioLinks } from '@/app/dashboard/RatioLinks';
import { useT } from '@/app/i18n/useT';

export type SentimentGroupRow = {
  key: number;
  name: string;
  comments: TDrillCount;
  negative: TDrillCount;
  negative_ratio: TDrillRatio;
};

/** Comments of the brand per product line or product, with their negative share. */
export const SentimentGroupTable = ({ rows }: { rows: readonly SentimentGroupRow[] }) => {
  const t = useT();
  const columns = [
    { title: t('brandSentiment.group'), dataIndex: 'name' },
    drillCountColumn(t('brandSentiment.comments'), 'comments', (row: SentimentGroupRow) => row.comments),
    drillCountColumn(t('brandSentiment.negative'), 'negative', (row: SentimentGroupRow) => row.negative),
    {
      title: t('brandSentiment.negativeRatio'),
      dataIndex: 'negative_ratio',
      render: (_: unknown, row: SentimentGroupRow) => <RatioLinks ratio={row.negative_ratio} />,
    },
  ];
  return <DashboardTable rowKey="key" columns={columns} rows={rows} />;
};
