import { z } from 'zod';
import { ZListQuery } from './list';
import { queryValue } from './queryValue';
import { ZRowIdParam } from './rowId';

export const KNOWLEDGE_QUESTION_MAX = 500;
export const KNOWLEDGE_ANSWER_MAX = 2000;
export const KNOWLEDGE_PRODUCT_MAX = 100;
export const KNOWLEDGE_KEYWORDS_MAX = 500;
/** Largest knowledge file accepted. */
export const KNOWLEDGE_MAX_FILE_BYTES = 5 * 1024 * 1024;
/** Rows per file. */
export const KNOWLEDGE_MAX_ROWS = 5000;

/**
 * The columns of a knowledge file (csv or xlsx, first row = headers, any order). A header matches any of its
 * names, ignoring case and surrounding spaces; other columns are ignored.
 */
export const KNOWLEDGE_COLUMNS = [
  { key: 'question', required: true, en: 'question', zh: '问题', names: ['question', '问题', 'q'] },
  { key: 'answer', required: true, en: 'answer', zh: '答案', names: ['answer', '答案', '回答', 'a'] },
  { key: 'product', required: false, en: 'product', zh: '产品', names: ['product', '产品', '适用产品'] },
  {
    key: 'keywords',
    required: false,
    en: 'keywords',
    zh: '关键词',
    names: ['keywords', 'keyword', '关键词', '关键字'],
  },
] as const;
export type TKnowledgeColumn = (typeof KNOWLEDGE_COLUMNS)[number]['key'];

/** One Q&A row the replies must respect. */
export const ZKnowledgeRow = z.object({
  id: z.number().int(),
  question: z.string(),
  answer: z.string(),
  product: z.string().nullable(),
  keywords: z.array(z.string()),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TKnowledgeRow = z.infer<typeof ZKnowledgeRow>;

export const ZKnowledgeListQuery = ZListQuery.extend({ q: queryValue(z.string().trim().max(100)) });
export type TKnowledgeListQuery = z.infer<typeof ZKnowledgeListQuery>;

export const ZKnowledgeMode = z.enum(['replace', 'append']);
export type TKnowledgeMode = z.infer<typeof ZKnowledgeMode>;

/** Why a row of a knowledge file was not stored (the web says it in the user's language). */
export const ZKnowledgeProblemReason = z.enum([
  'question_missing',
  'answer_missing',
  'question_too_long',
  'answer_too_long',
  'product_too_long',
  'keywords_too_long',
  'too_many_rows',
  'unreadable',
  /** The same question (and product) as an earlier line; `detail` is that line's number, which is kept. */
  'question_duplicate',
]);
export type TKnowledgeProblemReason = z.infer<typeof ZKnowledgeProblemReason>;

/** A row of the file that was not stored, by its line (1 = the header row); `detail` for unreadable rows. */
export const ZKnowledgeProblem = z.object({
  line: z.number().int(),
  reason: ZKnowledgeProblemReason,
  detail: z.string().optional(),
});
export type TKnowledgeProblem = z.infer<typeof ZKnowledgeProblem>;

export const ZKnowledgeUploadResult = z.object({
  mode: ZKnowledgeMode,
  /** Data rows read from the file (blank rows not counted). */
  read: z.number().int(),
  imported: z.number().int(),
  /** Rows the replace removed. */
  removed: z.number().int(),
  /** Of the imported rows, those an append matched to a question already held: its answer and keywords replaced. */
  updated: z.number().int(),
  problems: z.array(ZKnowledgeProblem),
  /** The tenant's rows after the upload. */
  total: z.number().int(),
});
export type TKnowledgeUploadResult = z.infer<typeof ZKnowledgeUploadResult>;

export const ZKnowledgeParams = z.object({ id: ZRowIdParam });
