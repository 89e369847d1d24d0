import type { TNoteCard } from '@notedesk/contract';
import { chinaTime } from './chinaTime';
import type { ExportWords } from './exportWording';
import type { XlsxCell, XlsxColumn } from './writeXlsx';

type NoteColumn = { key: string; width: number; cell: (note: TNoteCard, words: ExportWords) => XlsxCell };

const isoChinaTime = (iso: string | null): string => (iso === null ? '' : chinaTime(Date.parse(iso)));

/**
 * The note export's columns, in order: the note list's card (toNoteCard, with the original picture
 * addresses rather than expiring proxy links), labels in words.
 */
const COLUMNS: NoteColumn[] = [
  { key: 'platform', width: 8, cell: (note, words) => words.value('platform', note.platform) },
  { key: 'note_id', width: 26, cell: (note) => note.platform_note_id },
  { key: 'title', width: 40, cell: (note) => note.title_desc },
  { key: 'note_link', width: 40, cell: (note) => note.note_url },
  { key: 'author', width: 16, cell: (note) => note.author_name },
  { key: 'fans', width: 10, cell: (note) => note.fansCount },
  { key: 'published_at', width: 20, cell: (note) => isoChinaTime(note.published_at) },
  { key: 'comment_count', width: 8, cell: (note) => note.commentCount },
  { key: 'tracked_comments', width: 10, cell: (note) => note.trackedCommentCount },
  { key: 'negative_comments', width: 10, cell: (note) => note.negCommentCount },
  { key: 'negative_ratio', width: 10, cell: (note) => note.negCommentRatio },
  { key: 'lead_comments', width: 10, cell: (note) => note.leadCommentCount },
  { key: 'likes', width: 8, cell: (note) => note.likes },
  { key: 'collects', width: 8, cell: (note) => note.collects },
  { key: 'shares', width: 8, cell: (note) => note.shares },
  { key: 'source', width: 10, cell: (note, words) => words.value('source', note.source) },
  { key: 'brand', width: 12, cell: (note) => note.brand?.name ?? '' },
  { key: 'product_line', width: 12, cell: (note) => note.product_line?.name ?? '' },
  { key: 'product', width: 12, cell: (note) => note.product?.name ?? '' },
  { key: 'keyword', width: 12, cell: (note) => note.keyword },
  { key: 'tracked', width: 8, cell: (note, words) => words.yesNo(note.tracked) },
  { key: 'reply', width: 40, cell: (note) => note.reply_text },
  { key: 'reply_updated_at', width: 20, cell: (note) => isoChinaTime(note.reply_updated_at) },
  { key: 'cover', width: 40, cell: (note) => note.cover_url },
  { key: 'pictures', width: 40, cell: (note) => note.image_list.join('\n') },
];

/** Headers and row cells of the note export in one language. */
export const noteSheet = (words: ExportWords) => ({
  columns: COLUMNS.map((column): XlsxColumn => ({ header: words.header(column.key), width: column.width })),
  cells: (note: TNoteCard): XlsxCell[] => COLUMNS.map((column) => column.cell(note, words)),
});
