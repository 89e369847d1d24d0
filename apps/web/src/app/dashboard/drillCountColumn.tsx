import type { TDrillCount } from '@notedesk/contract';
import { DrillLink } from './DrillLink';

/** A table column of counts, each a link to the list it counted (`countOf` picks it from the row). */
export const drillCountColumn = <R,>(
  title: string,
  dataIndex: string,
  countOf: (row: R) => TDrillCount,
  width?: number,
) => ({
  title,
  dataIndex,
  align: 'right' as const,
  width,
  render: (_: unknown, row: R) => <DrillLink count={countOf(row)} />,
});
