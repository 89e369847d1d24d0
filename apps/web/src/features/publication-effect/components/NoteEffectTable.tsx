import { Table } from '@arco-design/web-react';
import type { TNoteEffect } from '@notedesk/contract';
import { DrillLink } from '@/app/dashboard/DrillLink';
import { dashboardNoteColumns } from '@/app/dashboard/dashboardNoteColumns';
import { formatCount } from '@/app/dashboard/formatMetric';
import { useLocaleStore } from '@/app/i18n/useLocaleStore';
import { useT } from '@/app/i18n/useT';

/** Own notes with their interactions and the comments NoteDesk holds for them. */
export const NoteEffectTable = ({ rows }: { rows: readonly TNoteEffect[] }) => {
  const t = useT();
  const locale = useLocaleStore((state) => state.locale);
  const shared = dashboardNoteColumns<TNoteEffect>(t, locale, 'publication-effect');
  const columns = [
    shared.note,
    {
      title: t('dashboard.column.interactions'),
      dataIndex: 'interactions',
      align: 'right' as const,
      width: 90,
      render: (value: number) => formatCount(value, locale),
    },
    shared.comments,
    shared.negativeRatio(150),
    {
      title: t('dashboard.column.leads'),
      dataIndex: 'leads',
      align: 'right' as const,
      width: 80,
      render: (_: unknown, row: TNoteEffect) => <DrillLink count={row.leads} />,
    },
    shared.publishedAt(160),
  ];
  return (
    <Table
      size="small"
      rowKey={(row) => row.note.id}
      columns={columns}
      data={[...rows]}
      pagination={false}
      border={false}
      noDataElement={t('dashboard.empty')}
    />
  );
};
