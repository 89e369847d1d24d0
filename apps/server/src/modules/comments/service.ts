import type { TCommentListQuery, TCommentRow, TPage } from '@notedesk/contract';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/AppError';
import { toIso, toIsoOrNull } from '../../time';
import type { AuthContext } from '../auth/authContext';
import { rewriteImageUrl } from '../images/rewriteImageUrl';
import type { CommentFilter } from './commentFilter';
import { type CommentListRow, createCommentRepository } from './repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A bare day means that day in China (Asia/Shanghai, UTC+8, no daylight saving). */
const startOf = (bound: string): number =>
  bound.length === 10 ? Date.parse(`${bound}T00:00:00+08:00`) : Date.parse(bound);
const endOf = (bound: string): number => (bound.length === 10 ? startOf(bound) + DAY_MS : Date.parse(bound));

const parseJsonList = (json: string): string[] => {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
};

export const toCommentFilter = (query: TCommentListQuery): CommentFilter => {
  const filter: CommentFilter = {
    platform: query.target_platform,
    from: query.start_time ? startOf(query.start_time) : undefined,
    to: query.end_time ? endOf(query.end_time) : undefined,
    sources: query.source,
    brandId: query.brand_id,
    productLineId: query.product_line_id ?? query.expand2,
    productId: query.product_id ?? query.expand1,
    keyword: query.keyword,
    noteId: query.note_id,
    platformNoteId: query.content_id,
    clsTypes: query.cls_type,
    sentiments: query.sentiment,
    negTypes: query.neg_type,
    contentTypes: query.content_type,
    processStatuses: query.process_status,
    staffId: query.staff_id,
    hasReply: query.has_reply,
    needsReview: query.needs_review,
    text: query.q,
  };
  if (filter.from !== undefined && filter.to !== undefined && filter.from >= filter.to) {
    throw new AppError(
      422,
      'fieldInvalid',
      { field: 'end_time', reason: 'end_time < start_time' },
      422,
      'end_time',
    );
  }
  return filter;
};

const named = (id: number | null, name: string | null) =>
  id !== null && name !== null ? { id, name } : null;

export const toCommentRow = (row: CommentListRow): TCommentRow => ({
  id: row.id,
  platform: row.platform,
  platform_comment_id: row.platform_comment_id,
  parent_comment_id: row.parent_comment_id,
  content: row.content,
  user_nickname: row.user_nickname,
  ip_location: row.ip_location,
  like_count: row.like_count,
  pictures: parseJsonList(row.pictures).map(rewriteImageUrl).filter(Boolean),
  published_at: toIso(row.published_at),
  cls_type: row.cls_type as TCommentRow['cls_type'],
  sentiment: row.sentiment,
  neg_type: row.neg_type as TCommentRow['neg_type'],
  content_type: row.content_type as TCommentRow['content_type'],
  cls_source: row.cls_source,
  needs_review: row.needs_review === 1,
  process_status: row.process_status as TCommentRow['process_status'],
  process_staff: named(row.process_staff_id, row.staff_full_name || row.staff_username),
  process_updated_at: toIsoOrNull(row.process_updated_at),
  reply_text: row.reply_text,
  reply_updated_at: toIsoOrNull(row.reply_updated_at),
  source: row.source,
  brand: named(row.brand_id, row.brand_name),
  product_line: named(row.product_line_id, row.product_line_name),
  product: named(row.product_id, row.product_name),
  keyword: row.keyword,
  note:
    row.note_id !== null && row.note_platform_id !== null
      ? {
          id: row.note_id,
          platform_note_id: row.note_platform_id,
          title_desc: row.note_title || (row.note_description ?? '').slice(0, 80),
          author_name: row.note_author_name ?? '',
          note_url: row.note_url ?? '',
        }
      : null,
});

/** The comment list: filters, page and total, scoped to the caller's tenant. */
export const createCommentService = (deps: AppDeps) => {
  const comments = createCommentRepository(deps.db, deps.dialect);
  return {
    list: async (caller: AuthContext, query: TCommentListQuery): Promise<TPage<TCommentRow>> => {
      const filter = toCommentFilter(query);
      const offset = (query.page - 1) * query.page_size;
      const [total, rows] = await Promise.all([
        comments.count(caller.tenantId, filter),
        comments.listPage(caller.tenantId, filter, query.sort, query.page_size, offset),
      ]);
      return { items: rows.map(toCommentRow), total, page: query.page, page_size: query.page_size };
    },
  };
};

export type CommentService = ReturnType<typeof createCommentService>;
