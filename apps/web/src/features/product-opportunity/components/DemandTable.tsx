import { Table } from '@arco-design/web-react';
import { DEMAND_CONTENT_TYPES, type TDrillCount } from '@notedesk/contract';
import { useMemo } from 'react';
import { Chart } from '@/app/charts/Chart';
import { barOption, pointOf } from '@/app/charts/chartOptions';
import { drillCountColumn } from '@/app/dashboard/drillCountColumn';
import { useT } from '@/app/i18n/useT';

type DemandType = (typeof DEMAND_CONTENT_TYPES)[number];
export type DemandRow = { key: string; name: string } & Record<DemandType, TDrillCount>;

/** Buying signals per product or keyword: stacked bars and a table, every count a link to its comments. */
export const DemandTable = ({ rows, groupTitle }: { rows: readonly DemandRow[]; groupTitle: string }) => {
  const t = useT();
  const option = useMemo(
    () =>
      barOption(
        rows.map((row) => row.name),
        DEMAND_CONTENT_TYPES.map((type) => ({
          name: t(`productOpportunity.demand.${type}`),
          points: rows.map((row) => pointOf(row[type])),
        })),
        { stacked: true },
      ),
    [rows, t],
  );
  const columns = [
    { title: groupTitle, dataIndex: 'name' },
    ...DEMAND_CONTENT_TYPES.map((type) =>
      drillCountColumn(t(`productOpportunity.demand.${type}`), type, (row: DemandRow) => row[type]),
    ),
  ];
  return (
    <>
      <Chart option={option} label={groupTitle} height={240} />
      <Table
        size="small"
        rowKey="key"
        columns={columns}
        data={[...rows]}
        pagination={rows.length > 8 ? { pageSize: 8, size: 'small' } : false}
        border={false}
      />
    </>
  );
};
