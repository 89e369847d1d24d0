import type { TProductOpportunity } from '@notedesk/contract';
import { ChangeText } from '@/app/dashboard/ChangeText';
import { DashboardTable } from '@/app/dashboard/DashboardTable';
import { drillCountColumn } from '@/app/dashboard/drillCountColumn';
import { useT } from '@/app/i18n/useT';

type Rising = TProductOpportunity['rising_keywords'][number];

/** Category keywords by comments this period against the previous one, most risen first. */
export const RisingKeywords = ({ rows }: { rows: readonly Rising[] }) => {
  const t = useT();
  const columns = [
    { title: t('productOpportunity.keyword'), dataIndex: 'keyword' },
    drillCountColumn(t('productOpportunity.risingNow'), 'now', (row: Rising) => row.comments),
    drillCountColumn(t('productOpportunity.risingBefore'), 'before', (row: Rising) => row.comments.previous),
    {
      title: t('productOpportunity.risingChange'),
      dataIndex: 'change',
      render: (_: unknown, row: Rising) => <ChangeText change={row.comments.change} />,
    },
  ];
  return <DashboardTable rowKey="keyword" columns={columns} rows={rows} />;
};
