import { Table, Tag } from '@arco-design/web-react';
import type { TReviewedNote } from '@notedesk/contract';
import { DrillLink } from '@/app/dashboard/DrillLink';
import { formatCount } from '@/app/dashboard/formatMetric';
import { NoteTitleLink } from '@/app/dashboard/NoteTitleLink';
import { RatioLinks } from '@/app/dashboard/RatioLinks';
import { useLocaleStore } from '@/app/i18n/useLocaleStore';
import { useT } from '@/app/i18n/useT';
import { formatDateTime } from '@/app/ui/formatDateTime';
import './ReviewedNoteTable.css';

/** Spec §2: a note opened from brand review highlights brand review. */

/** Notes mentioning the brand, those at or over the negative-ratio threshold flagged. */
export const ReviewedNoteTable = ({ rows }: { rows: readonly TReviewedNote[] }) => {
  const t = useT();
  const locale = useLocaleStore((state) => state.locale);
  const columns = [
    {
      title: t('dashboard.column.note'),
      dataIndex: 'note',
      render: (_: unknown, row: TReviewedNote) => <NoteTitleLink note={row.note} list="brand-review" />,
    },
    {
      title: t('dashboard.column.author'),
      dataIndex: 'author',
      width: 130,
      render: (_: unknown, row: TReviewedNote) => row.note.author_name || row.note.author_id,
    },
    {
      title: t('brandReview.tier'),
      dataIndex: 'tier',
      width: 150,
      render: (_: unknown, row: TReviewedNote) => (
        <span className="reviewed-note__tier">
          {t(`brandReview.tierShort.${row.tier}`)} · {formatCount(row.note.fans_count, locale)}
        </span>
      ),
    },
    {
      title: t('dashboard.column.comments'),
      dataIndex: 'comments',
      align: 'right' as const,
      width: 80,
      render: (_: unknown, row: TReviewedNote) => <DrillLink count={row.comments} />,
    },
    {
      title: t('dashboard.column.negativeRatio'),
      dataIndex: 'negative_ratio',
      width: 190,
      render: (_: unknown, row: TReviewedNote) => (
        <span>
          <RatioLinks ratio={row.negative_ratio} />{' '}
          {row.flagged ? (
            <Tag size="small" color="red">
              {t('brandReview.flaggedShort')}
            </Tag>
          ) : null}
        </span>
      ),
    },
    {
      title: t('dashboard.column.publishedAt'),
      dataIndex: 'published_at',
      width: 140,
      render: (_: unknown, row: TReviewedNote) => formatDateTime(row.note.published_at, locale),
    },
  ];
  return (
    <Table
      size="small"
      rowKey={(row) => row.note.id}
      columns={columns}
      data={[...rows]}
      rowClassName={(row) => (row.flagged ? 'reviewed-note--flagged' : '')}
      pagination={rows.length > 10 ? { pageSize: 10, size: 'small' } : false}
      border={false}
      noDataElement={t('dashboard.empty')}
    />
  );
};
