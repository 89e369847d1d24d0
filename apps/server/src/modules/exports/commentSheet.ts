import { parseJsonList } from '../../db/parseJsonList';
import type { CommentExportRow } from '../comments/repository';
import { chinaTime } from './chinaTime';
import type { CommentNames } from './commentNames';
import type { ExportWords } from './exportWording';
import type { XlsxCell, XlsxColumn } from './writeXlsx';

type CommentColumn = {
  key: string;
  width: number;
  cell: (row: CommentExportRow, names: CommentNames) => XlsxCell;
};

/** A label or status in words, each code's words looked up once (the export asks 100,000 times). */
const labelOf = (words: ExportWords, group: string) => {
  const known = new Map<string | number, string>();
  return (code: string | number | null): string => {
    if (code === null) return '';
    let label = known.get(code);
    if (label === undefined) {
      label = words.value(group, code);
      known.set(code, label);
    }
    return label;
  };
};

/** A comment's pictures, one address a line; most comments have none ('[]', read without parsing). */
const pictureLines = (pictures: string): string =>
  pictures === '[]' ? '' : parseJsonList(pictures).join('\n');

/** The comment export's columns, in order: what the comment list shows, with labels and statuses in words. */
const columnsOf = (words: ExportWords): CommentColumn[] => {
  const platform = labelOf(words, 'platform');
  const cls = labelOf(words, 'cls');
  const sentiment = labelOf(words, 'sentiment');
  const negType = labelOf(words, 'negType');
  const contentType = labelOf(words, 'contentType');
  const status = labelOf(words, 'status');
  const source = labelOf(words, 'source');
  const yes = words.yesNo(true);
  const no = words.yesNo(false);
  return [
    { key: 'platform', width: 8, cell: (row) => platform(row.platform) },
    { key: 'comment_id', width: 22, cell: (row) => row.platform_comment_id },
    { key: 'content', width: 60, cell: (row) => row.content },
    { key: 'commenter', width: 16, cell: (row) => row.user_nickname },
    { key: 'ip_location', width: 10, cell: (row) => row.ip_location },
    { key: 'likes', width: 8, cell: (row) => Number(row.like_count) },
    // The original picture addresses: the list's signed proxy links expire, a spreadsheet is kept.
    { key: 'pictures', width: 40, cell: (row) => pictureLines(row.pictures) },
    { key: 'published_at', width: 20, cell: (row) => chinaTime(row.published_at) },
    { key: 'cls_type', width: 10, cell: (row) => cls(row.cls_type) },
    { key: 'sentiment', width: 8, cell: (row) => sentiment(row.sentiment) },
    { key: 'neg_type', width: 12, cell: (row) => negType(row.neg_type) },
    { key: 'content_type', width: 12, cell: (row) => contentType(row.content_type) },
    { key: 'needs_review', width: 8, cell: (row) => (row.needs_review === 1 ? yes : no) },
    { key: 'process_status', width: 10, cell: (row) => status(row.process_status) },
    { key: 'process_staff', width: 12, cell: (row, names) => names.staff(row) },
    { key: 'process_updated_at', width: 20, cell: (row) => chinaTime(row.process_updated_at) },
    { key: 'reply', width: 40, cell: (row) => row.reply_text },
    { key: 'reply_updated_at', width: 20, cell: (row) => chinaTime(row.reply_updated_at) },
    { key: 'source', width: 10, cell: (row) => source(row.source) },
    { key: 'brand', width: 12, cell: (row, names) => names.brand(row) },
    { key: 'product_line', width: 12, cell: (row, names) => names.productLine(row) },
    { key: 'product', width: 12, cell: (row, names) => names.product(row) },
    { key: 'keyword', width: 12, cell: (row) => row.keyword },
    { key: 'note_title', width: 30, cell: (row, names) => names.note(row)?.title ?? '' },
    { key: 'note_link', width: 40, cell: (row, names) => names.note(row)?.link ?? '' },
  ];
};

/** Headers and row cells of the comment export in one language (names from the export's look-ups). */
export const commentSheet = (words: ExportWords) => {
  const columns = columnsOf(words);
  return {
    columns: columns.map((column): XlsxColumn => ({ header: words.header(column.key), width: column.width })),
    cells: (row: CommentExportRow, names: CommentNames): XlsxCell[] =>
      columns.map((column) => column.cell(row, names)),
  };
};
