import { Table, type TableProps } from '@arco-design/web-react';
import { useT } from '@/app/i18n/useT';

/** A longer table pages by this many rows; a shorter one shows whole. */
const PAGE_SIZE = 10;

type DashboardTableProps<T> = Pick<TableProps<T>, 'rowKey' | 'columns' | 'loading' | 'rowClassName'> & {
  rows: readonly T[];
  /** false: every row on one page (the rows are one page already, or few by nature). */
  paged?: boolean;
};

/** A dashboard's table: compact, borderless, the dashboards' empty text, and pages of 10 when longer. */
export const DashboardTable = <T,>({ rows, paged = true, ...table }: DashboardTableProps<T>) => {
  const t = useT();
  return (
    <Table
      size="small"
      {...table}
      data={[...rows]}
      pagination={paged && rows.length > PAGE_SIZE ? { pageSize: PAGE_SIZE, size: 'small' } : false}
      border={false}
      noDataElement={t('dashboard.empty')}
    />
  );
};
