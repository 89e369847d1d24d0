import type { TNoteCard } from '@notedesk/contract';
import { DashboardTable } from '@/app/dashboard/DashboardTable';
import { formatCount, formatPercent } from '@/app/dashboard/formatMetric';
import { NoteTitleLink } from '@/app/dashboard/NoteTitleLink';
import { useLocaleStore } from '@/app/i18n/useLocaleStore';
import { useT } from '@/app/i18n/useT';
import { formatDateTime } from '@/app/ui/formatDateTime';

/** One page of the note list a dashboard number counted. */
export const DrillNoteTable = ({ notes, loading }: { notes: readonly TNoteCard[]; loading: boolean }) => {
  const t = useT();
  const locale = useLocaleStore((state) => state.locale);
  const count = (title: string, key: 'fansCount' | 'likes' | 'collects' | 'trackedCommentCount') => ({
    title,
    dataIndex: key,
    align: 'right' as const,
    width: 90,
    render: (value: number) => formatCount(value, locale),
  });
  const columns = [
    {
      title: t('dashboard.column.note'),
      dataIndex: 'title_desc',
      render: (_: unknown, note: TNoteCard) => <NoteTitleLink note={note} list="publication-effect" />,
    },
    { title: t('dashboard.column.author'), dataIndex: 'author_name', width: 140 },
    count(t('dashboard.column.fans'), 'fansCount'),
    count(t('dashboard.column.likes'), 'likes'),
    count(t('dashboard.column.collects'), 'collects'),
    count(t('dashboard.column.comments'), 'trackedCommentCount'),
    {
      title: t('dashboard.column.negativeRatio'),
      dataIndex: 'negCommentRatio',
      align: 'right' as const,
      width: 100,
      render: (value: number) => formatPercent(value, locale),
    },
    {
      title: t('dashboard.column.publishedAt'),
      dataIndex: 'published_at',
      width: 150,
      render: (value: string) => formatDateTime(value, locale),
    },
  ];
  return <DashboardTable rowKey="id" loading={loading} columns={columns} rows={notes} paged={false} />;
};
