import type { TCommentListQuery } from '@notedesk/contract';
import { endOfBound, startOfBound } from './timeBounds';

type SharedFields = Pick<
  TCommentListQuery,
  | 'target_platform'
  | 'start_time'
  | 'end_time'
  | 'brand_id'
  | 'product_line_id'
  | 'expand2'
  | 'product_id'
  | 'expand1'
  | 'keyword'
>;

/** The filters notes and comments share (contract CONTENT_FILTER_FIELDS), in the repositories' terms. */
export const contentFilterOf = (query: SharedFields) => ({
  platform: query.target_platform,
  from: query.start_time ? startOfBound(query.start_time) : undefined,
  to: query.end_time ? endOfBound(query.end_time) : undefined,
  brandId: query.brand_id,
  productLineId: query.product_line_id ?? query.expand2,
  productId: query.product_id ?? query.expand1,
  keyword: query.keyword,
});
