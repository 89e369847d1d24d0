import {
  KNOWLEDGE_ANSWER_MAX,
  KNOWLEDGE_COLUMNS,
  KNOWLEDGE_KEYWORDS_MAX,
  KNOWLEDGE_MAX_ROWS,
  KNOWLEDGE_PRODUCT_MAX,
  KNOWLEDGE_QUESTION_MAX,
  type TKnowledgeColumn,
  type TKnowledgeProblem,
} from '@notedesk/contract';
import { type AppError, unprocessable } from '../../http/AppError';
import { knowledgeKey } from './knowledgeKey';
import { readSheetRows } from './readSheetRows';
import type { SheetRow } from './sheetRows';
import { splitKeywords } from './splitKeywords';

/** A row ready to store. */
export type KnowledgeEntry = { question: string; answer: string; product: string; keywords: string[] };

export type KnowledgeFile = { read: number; entries: KnowledgeEntry[]; problems: TKnowledgeProblem[] };

const unreadable = (reason: string): AppError => unprocessable('knowledgeFileUnreadable', 'file', { reason });

/** Which column index holds each known column, from the header row (Chinese or English names). */
const mapHeader = (header: string[]): Partial<Record<TKnowledgeColumn, number>> => {
  const positions: Partial<Record<TKnowledgeColumn, number>> = {};
  header.forEach((name, index) => {
    const normalized = name
      .replace(/^\uFEFF/, '')
      .trim()
      .toLowerCase();
    const column = KNOWLEDGE_COLUMNS.find((candidate) =>
      (candidate.names as readonly string[]).includes(normalized),
    );
    if (column && positions[column.key] === undefined) positions[column.key] = index;
  });
  return positions;
};

const LIMITS = [
  ['question', KNOWLEDGE_QUESTION_MAX, 'question_too_long'],
  ['answer', KNOWLEDGE_ANSWER_MAX, 'answer_too_long'],
  ['product', KNOWLEDGE_PRODUCT_MAX, 'product_too_long'],
  ['keywords', KNOWLEDGE_KEYWORDS_MAX, 'keywords_too_long'],
] as const;

/**
 * Reads a knowledge file (csv or xlsx, told apart by their bytes): the first row names the columns, every
 * other row is a Q&A. Good rows are kept and every bad one is reported by its line, so nothing is silently
 * lost. A file without the required columns is refused as a whole (422), one past the reading limits
 * too (413, see SHEET_LIMITS).
 */
export const readKnowledgeFile = async (bytes: Buffer): Promise<KnowledgeFile> =>
  knowledgeFileOfRows(await readSheetRows(bytes));

/** The Q&A of a sheet's rows (a file's or a Feishu sheet's): the first row names the columns. */
export const knowledgeFileOfRows = (rows: SheetRow[]): KnowledgeFile => {
  const [headerRow, ...dataRows] = rows;
  if (!headerRow) throw unreadable('the file is empty / 文件为空');
  if ('error' in headerRow) throw unreadable(`line 1: ${headerRow.error}`);
  const positions = mapHeader(headerRow.cells);
  const missing = KNOWLEDGE_COLUMNS.filter(
    (column) => column.required && positions[column.key] === undefined,
  );
  if (missing.length > 0) {
    const names = missing.map((column) => `${column.en} (${column.zh})`).join(', ');
    throw unreadable(`missing column ${names} / 缺少列 ${names}`);
  }

  const entries: KnowledgeEntry[] = [];
  const problems: TKnowledgeProblem[] = [];
  /** First line of each question, so a repeat is reported instead of stored twice. */
  const firstLines = new Map<string, number>();
  let read = 0;
  for (const row of dataRows) {
    if ('error' in row) {
      read += 1;
      problems.push({ line: row.line, reason: 'unreadable', detail: row.error });
      continue;
    }
    const cell = (key: TKnowledgeColumn) => {
      const index = positions[key];
      return index === undefined ? '' : (row.cells[index] ?? '').trim();
    };
    const values = {
      question: cell('question'),
      answer: cell('answer'),
      product: cell('product'),
      keywords: cell('keywords'),
    };
    if (Object.values(values).every((value) => value === '')) continue;
    read += 1;
    if (entries.length >= KNOWLEDGE_MAX_ROWS) {
      problems.push({ line: row.line, reason: 'too_many_rows' });
      continue;
    }
    if (!values.question) {
      problems.push({ line: row.line, reason: 'question_missing' });
      continue;
    }
    if (!values.answer) {
      problems.push({ line: row.line, reason: 'answer_missing' });
      continue;
    }
    const tooLong = LIMITS.find(([key, max]) => values[key].length > max);
    if (tooLong) {
      problems.push({ line: row.line, reason: tooLong[2] });
      continue;
    }
    const key = knowledgeKey(values.question, values.product);
    const firstLine = firstLines.get(key);
    if (firstLine !== undefined) {
      problems.push({ line: row.line, reason: 'question_duplicate', detail: String(firstLine) });
      continue;
    }
    firstLines.set(key, row.line);
    entries.push({
      question: values.question,
      answer: values.answer,
      product: values.product,
      keywords: splitKeywords(values.keywords),
    });
  }
  return { read, entries, problems };
};
