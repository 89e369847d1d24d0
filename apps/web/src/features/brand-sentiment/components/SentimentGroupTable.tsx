import { Table } from '@arco-design/web-react';
import type { TDrillCount, TDrillRatio } from '@notedesk/contract';
import { DrillLink } from '@/app/dashboard/DrillLink';
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
    {
      title: t('brandSentiment.comments'),
      dataIndex: 'comments',
      align: 'right' as const,
      render: (_: unknown, row: SentimentGroupRow) => <DrillLink count={row.comments} />,
    },
    {
      title: t('brandSentiment.negative'),
      dataIndex: 'negative',
      align: 'right' as const,
      render: (_: unknown, row: SentimentGroupRow) => <DrillLink count={row.negative} />,
    },
    {
      title: t('brandSentiment.negativeRatio'),
      dataIndex: 'negative_ratio',
      render: (_: unknown, row: SentimentGroupRow) => <RatioLinks ratio={row.negative_ratio} />,
    },
  ];
  return (
    <Table
      size="small"
      rowKey="key"
      columns={columns}
      data={[...rows]}
      pagination={rows.length > 10 ? { pageSize: 10, size: 'small' } : false}
      border={false}
      noDataElement={t('dashboard.empty')}
    />
  );
};
