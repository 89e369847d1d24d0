import { Table } from '@arco-design/web-react';
import { NEG_TYPES, type TProductOpportunity } from '@notedesk/contract';
import { useMemo } from 'react';
import { Chart } from '@/app/charts/Chart';
import { barOption, pointOf } from '@/app/charts/chartOptions';
import { drillCountColumn } from '@/app/dashboard/drillCountColumn';
import { useT } from '@/app/i18n/useT';

type Complaint = TProductOpportunity['competitor_complaints'][number];

/** Negative comments on each competitor's notes, stacked by negative type; bars and counts open the comments. */
export const CompetitorComplaints = ({ complaints }: { complaints: readonly Complaint[] }) => {
  const t = useT();
  // Only the types some competitor has, so the legend stays short.
  const types = NEG_TYPES.filter((type) =>
    complaints.some((row) =>
      row.neg_types.some((count) => count.neg_type === type && count.comments.value > 0),
    ),
  );
  const option = useMemo(
    () =>
      barOption(
        complaints.map((row) => row.brand.name),
        types.map((type) => ({
          name: t(`comments.negType.${type}`),
          points: complaints.map((row) => {
            const count = row.neg_types.find((item) => item.neg_type === type);
            return count ? pointOf(count.comments) : { value: 0 };
          }),
        })),
        { stacked: true, horizontal: true },
      ),
    [complaints, types, t],
  );
  const columns = [
    {
      title: t('productOpportunity.competitor'),
      dataIndex: 'brand',
      render: (_: unknown, row: Complaint) => row.brand.name,
    },
    drillCountColumn(
      t('productOpportunity.competitorNegative'),
      'negative',
      (row: Complaint) => row.negative,
    ),
  ];
  return (
    <>
      <Chart
        option={option}
        label={t('productOpportunity.competitors')}
        height={Math.max(180, complaints.length * 48)}
      />
      <Table
        size="small"
        rowKey={(row) => row.brand.id}
        columns={columns}
        data={[...complaints]}
        pagination={false}
        border={false}
      />
    </>
  );
};
