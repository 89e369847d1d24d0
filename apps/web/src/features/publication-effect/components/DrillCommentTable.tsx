import { Table, Tag } from '@arco-design/web-react';
import type { TCommentRow } from '@notedesk/contract';
import { NoteTitleLink } from '@/app/dashboard/NoteTitleLink';
import { useLocaleStore } from '@/app/i18n/useLocaleStore';
import { useT } from '@/app/i18n/useT';
import { formatDateTime } from '@/app/ui/formatDateTime';
import { CommentText } from '@/features/comments';

/** One page of a comment list the comment page has no filter for (e.g. coverage), read only. */
export const DrillCommentTable = ({
  comments,
  loading,
}: {
  comments: readonly TCommentRow[];
  loading: boolean;
}) => {
  const t = useT();
  const locale = useLocaleStore((state) => state.locale);
  const columns = [
    {
      title: t('dashboard.column.comment'),
      dataIndex: 'content',
      render: (value: string) => <CommentText text={value} lines={2} />,
    },
    { title: t('dashboard.column.commenter'), dataIndex: 'user_nickname', width: 120 },
    { title: t('dashboard.column.likes'), dataIndex: 'like_count', align: 'right' as const, width: 70 },
    {
      title: t('dashboard.column.cls'),
      dataIndex: 'cls_type',
      width: 100,
      render: (value: TCommentRow['cls_type']) => (
        <Tag size="small">{t(value === null ? 'comments.cls.none' : `comments.cls.${value}`)}</Tag>
      ),
    },
    {
      title: t('dashboard.column.status'),
      dataIndex: 'process_status',
      width: 90,
      render: (value: TCommentRow['process_status']) => t(`comments.status.${value}`),
    },
    {
      title: t('dashboard.column.note'),
      dataIndex: 'note',
      width: 200,
      render: (_: unknown, row: TCommentRow) =>
        row.note ? <NoteTitleLink note={row.note} list="comment-maintenance" /> : '—',
    },
    {
      title: t('dashboard.column.publishedAt'),
      dataIndex: 'published_at',
      width: 150,
      render: (value: string) => formatDateTime(value, locale),
    },
  ];
  return (
    <Table
      size="small"
      rowKey="id"
      loading={loading}
      columns={columns}
      data={[...comments]}
      pagination={false}
      border={false}
      noDataElement={t('dashboard.empty')}
    />
  );
};
