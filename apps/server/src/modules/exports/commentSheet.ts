import { sentNoteLink } from '@notedesk/contract';
import { parseJsonList } from '../../db/parseJsonList';
import type { CommentListRow } from '../comments/repository';
import { chinaTime } from './chinaTime';
import type { ExportWords } from './exportWording';
import type { XlsxCell, XlsxColumn } from './writeXlsx';

type CommentColumn = {
  key: string;
  width: number;
  cell: (row: CommentListRow, words: ExportWords) => XlsxCell;
};

/** The comment export's columns, in order: what the comment list shows, with labels and statuses in words. */
const COLUMNS: CommentColumn[] = [
  { key: 'platform', width: 8, cell: (row, words) => words.value('platform', row.platform) },
  { key: 'comment_id', width: 22, cell: (row) => row.platform_comment_id },
  { key: 'content', width: 60, cell: (row) => row.content },
  { key: 'commenter', width: 16, cell: (row) => row.user_nickname },
  { key: 'ip_location', width: 10, cell: (row) => row.ip_location },
  { key: 'likes', width: 8, cell: (row) => Number(row.like_count) },
  // The original picture addresses: the list's signed proxy links expire, a spreadsheet is kept.
  { key: 'pictures', width: 40, cell: (row) => parseJsonList(row.pictures).join('\n') },
  { key: 'published_at', width: 20, cell: (row) => chinaTime(row.published_at) },
  { key: 'cls_type', width: 10, cell: (row, words) => words.value('cls', row.cls_type) },
  { key: 'sentiment', width: 8, cell: (row, words) => words.value('sentiment', row.sentiment) },
  { key: 'neg_type', width: 12, cell: (row, words) => words.value('negType', row.neg_type) },
  { key: 'content_type', width: 12, cell: (row, words) => words.value('contentType', row.content_type) },
  { key: 'needs_review', width: 8, cell: (row, words) => words.yesNo(row.needs_review === 1) },
  { key: 'process_status', width: 10, cell: (row, words) => words.value('status', row.process_status) },
  { key: 'process_staff', width: 12, cell: (row) => row.staff_full_name || row.staff_username || '' },
  { key: 'process_updated_at', width: 20, cell: (row) => chinaTime(row.process_updated_at) },
  { key: 'reply', width: 40, cell: (row) => row.reply_text },
  { key: 'reply_updated_at', width: 20, cell: (row) => chinaTime(row.reply_updated_at) },
  { key: 'source', width: 10, cell: (row, words) => words.value('source', row.source) },
  { key: 'brand', width: 12, cell: (row) => row.brand_name ?? '' },
  { key: 'product_line', width: 12, cell: (row) => row.product_line_name ?? '' },
  { key: 'product', width: 12, cell: (row) => row.product_name ?? '' },
  { key: 'keyword', width: 12, cell: (row) => row.keyword },
  {
    key: 'note_title',
    width: 30,
    cell: (row) => row.note_title || (row.note_description ?? '').slice(0, 80),
  },
  {
    key: 'note_link',
    width: 40,
    cell: (row) =>
      row.note_platform_id === null
        ? ''
        : sentNoteLink(row.platform, row.note_platform_id, row.note_url ?? ''),
  },
];

/** Headers and row cells of the comment export in one language. */
export const commentSheet = (words: ExportWords) => ({
  columns: COLUMNS.map((column): XlsxColumn => ({ header: words.header(column.key), width: column.width })),
  cells: (row: CommentListRow): XlsxCell[] => COLUMNS.map((column) => column.cell(row, words)),
});
