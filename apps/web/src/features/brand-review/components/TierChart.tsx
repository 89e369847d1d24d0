import { Table } from '@arco-design/web-react';
import type { TBrandReview } from '@notedesk/contract';
import { useMemo } from 'react';
import { Chart } from '@/app/charts/Chart';
import { barOption, pointOf } from '@/app/charts/chartOptions';
import { SENTIMENT_COLORS } from '@/app/charts/chartPalette';
import { drillCountColumn } from '@/app/dashboard/drillCountColumn';
import { useT } from '@/app/i18n/useT';

type Tier = TBrandReview['tiers'][number];

/** Notes per author tier and, of them, those over the threshold; bars and counts open the notes. */
export const TierChart = ({ tiers, flaggedName }: { tiers: readonly Tier[]; flaggedName: string }) => {
  const t = useT();
  const option = useMemo(
    () =>
      barOption(
        tiers.map((row) => t(`brandReview.tier.${row.tier}`)),
        [
          { name: t('brandReview.notes'), points: tiers.map((row) => pointOf(row.notes)) },
          {
            name: flaggedName,
            points: tiers.map((row) => pointOf(row.flagged)),
            color: SENTIMENT_COLORS.negative,
          },
        ],
      ),
    [tiers, flaggedName, t],
  );
  const columns = [
    {
      title: t('brandReview.tier'),
      dataIndex: 'tier',
      render: (value: Tier['tier']) => t(`brandReview.tier.${value}`),
    },
    drillCountColumn(t('brandReview.notes'), 'notes', (row: Tier) => row.notes),
    drillCountColumn(t('brandReview.flaggedShort'), 'flagged', (row: Tier) => row.flagged),
  ];
  return (
    <>
      <Chart option={option} label={t('brandReview.tiers')} height={240} />
      <Table
        size="small"
        rowKey="tier"
        columns={columns}
        data={[...tiers]}
        pagination={false}
        border={false}
      />
    </>
  );
};
