import type { TNoteEffect } from '@notedesk/contract';
import { DashboardTable } from '@/app/dashboard/DashboardTable';
import { dashboardNoteColumns } from '@/app/dashboard/dashboardNoteColumns';
import { drillCountColumn } from '@/app/dashboard/drillCountColumn';
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
    drillCountColumn(t('dashboard.column.leads'), 'leads', (row: TNoteEffect) => row.leads, 80),
    shared.publishedAt(160),
  ];
  return <DashboardTable rowKey={(row) => row.note.id} columns={columns} rows={rows} paged={false} />;
};
