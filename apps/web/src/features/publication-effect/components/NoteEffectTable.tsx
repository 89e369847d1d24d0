import { Table } from '@arco-design/web-react';
import type { TNoteEffect } from '@notedesk/contract';
import { DrillLink } from '@/app/dashboard/DrillLink';
import { formatCount } from '@/app/dashboard/formatMetric';
import { NoteTitleLink } from '@/app/dashboard/NoteTitleLink';
import { RatioLinks } from '@/app/dashboard/RatioLinks';
import { useLocaleStore } from '@/app/i18n/useLocaleStore';
import { useT } from '@/app/i18n/useT';
import { formatDateTime } from '@/app/ui/formatDateTime';

/** Own notes with their interactions and the comments NoteDesk holds for them. */
export const NoteEffectTable = ({ rows }: { rows: readonly TNoteEffect[] }) => {
  const t = useT();
  const locale = useLocaleStore((state) => state.locale);
  const columns = [
    {
      title: t('dashboard.column.note'),
      dataIndex: 'note',
      render: (_: unknown, row: TNoteEffect) => <NoteTitleLink note={row.note} list="publication-effect" />,
    },
    {
      title: t('dashboard.column.interactions'),
      dataIndex: 'interactions',
      align: 'right' as const,
      width: 90,
      render: (value: number) => formatCount(value, locale),
    },
    {
      title: t('dashboard.column.comments'),
      dataIndex: 'comments',
      align: 'right' as const,
      width: 80,
      render: (_: unknown, row: TNoteEffect) => <DrillLink count={row.comments} />,
    },
    {
      title: t('dashboard.column.negativeRatio'),
      dataIndex: 'negative_ratio',
      width: 150,
      render: (_: unknown, row: TNoteEffect) => <RatioLinks ratio={row.negative_ratio} />,
    },
    {
      title: t('dashboard.column.leads'),
      dataIndex: 'leads',
      align: 'right' as const,
      width: 80,
      render: (_: unknown, row: TNoteEffect) => <DrillLink count={row.leads} />,
    },
    {
      title: t('dashboard.column.publishedAt'),
      dataIndex: 'published_at',
      width: 160,
      render: (_: unknown, row: TNoteEffect) => formatDateTime(row.note.published_at, locale),
    },
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
