import type { TDashboardNote, TDrillCount, TDrillRatio } from '@notedesk/contract';
import type { ReactNode } from 'react';
import type { Locale } from '@/app/i18n/messages';
import type { Translate } from '@/app/i18n/useT';
import { formatDateTime } from '@/app/ui/formatDateTime';
import type { NoteDetailList } from '@/features/notes';
import { drillCountColumn } from './drillCountColumn';
import { NoteTitleLink } from './NoteTitleLink';
import { RatioLinks } from './RatioLinks';

/** A dashboard's note row: the note and the comments NoteDesk holds for it, with their negative share. */
type NoteRow = { note: TDashboardNote; comments: TDrillCount; negative_ratio: TDrillRatio };

/**
 * The columns the dashboards' note tables share: the note (its title opens it in `list`'s section), its
 * comments and negative ratio (links to their lists), and when it was published.
 */
export const dashboardNoteColumns = <R extends NoteRow>(
  t: Translate,
  locale: Locale,
  list: NoteDetailList,
) => ({
  note: {
    title: t('dashboard.column.note'),
    dataIndex: 'note',
    render: (_: unknown, row: R) => <NoteTitleLink note={row.note} list={list} />,
  },
  comments: drillCountColumn(t('dashboard.column.comments'), 'comments', (row: R) => row.comments, 80),
  /** `mark`: what follows the ratio in its cell (a flag). */
  negativeRatio: (width: number, mark?: (row: R) => ReactNode) => ({
    title: t('dashboard.column.negativeRatio'),
    dataIndex: 'negative_ratio',
    width,
    render: (_: unknown, row: R) => (
      <span>
        <RatioLinks ratio={row.negative_ratio} />
        {mark ? <> {mark(row)}</> : null}
      </span>
    ),
  }),
  publishedAt: (width: number) => ({
    title: t('dashboard.column.publishedAt'),
    dataIndex: 'published_at',
    width,
    render: (_: unknown, row: R) => formatDateTime(row.note.published_at, locale),
  }),
});
