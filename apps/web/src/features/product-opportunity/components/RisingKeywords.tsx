import { Table } from '@arco-design/web-react';
import type { TProductOpportunity } from '@notedesk/contract';
import { ChangeText } from '@/app/dashboard/ChangeText';
import { DrillLink } from '@/app/dashboard/DrillLink';
import { useT } from '@/app/i18n/useT';

type Rising = TProductOpportunity['rising_keywords'][number];

/** Category keywords by comments this period against the previous one, most risen first. */
export const RisingKeywords = ({ rows }: { rows: readonly Rising[] }) => {
  const t = useT();
  const columns = [
    { title: t('productOpportunity.keyword'), dataIndex: 'keyword' },
    {
      title: t('productOpportunity.risingNow'),
      dataIndex: 'now',
      align: 'right' as const,
      render: (_: unknown, row: Rising) => <DrillLink count={row.comments} />,
    },
    {
      title: t('productOpportunity.risingBefore'),
      dataIndex: 'before',
      align: 'right' as const,
      render: (_: unknown, row: Rising) => <DrillLink count={row.comments.previous} />,
    },
    {
      title: t('productOpportunity.risingChange'),
      dataIndex: 'change',
      render: (_: unknown, row: Rising) => <ChangeText change={row.comments.change} />,
    },
  ];
  return (
    <Table
      size="small"
      rowKey="keyword"
      columns={columns}
      data={[...rows]}
      pagination={rows.length > 10 ? { pageSize: 10, size: 'small' } : false}
      border={false}
      noDataElement={t('dashboard.empty')}
    />
  );
};
