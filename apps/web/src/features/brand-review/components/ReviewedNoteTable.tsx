import { Tag } from '@arco-design/web-react';
import type { TReviewedNote } from '@notedesk/contract';
import { DashboardTable } from '@/app/dashboard/DashboardTable';
import { dashboardNoteColumns } from '@/app/dashboard/dashboardNoteColumns';
import { formatCount } from '@/app/dashboard/formatMetric';
import { useLocaleStore } from '@/app/i18n/useLocaleStore';
import { useT } from '@/app/i18n/useT';
import './ReviewedNoteTable.css';

/** Spec §2: a note opened from brand review highlights brand review. */

/** Notes mentioning the brand, those at or over the negative-ratio threshold flagged. */
export const ReviewedNoteTable = ({ rows }: { rows: readonly TReviewedNote[] }) => {
  const t = useT();
  const locale = useLocaleStore((state) => state.locale);
  const shared = dashboardNoteColumns<TReviewedNote>(t, locale, 'brand-review');
  const columns = [
    shared.note,
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
    shared.comments,
    shared.negativeRatio(190, (row) =>
      row.flagged ? (
        <Tag size="small" color="red">
          {t('brandReview.flaggedShort')}
        </Tag>
      ) : null,
    ),
    shared.publishedAt(140),
  ];
  return (
    <DashboardTable
      rowKey={(row) => row.note.id}
      columns={columns}
      rows={rows}
      rowClassName={(row) => (row.flagged ? 'reviewed-note--flagged' : '')}
    />
  );
};
