import type { TContentSource, TPlatform } from '@notedesk/contract';

/** The note list's filters after validation; times as epoch ms (`to` exclusive). */
export type NoteFilter = {
  platform: TPlatform;
  from?: number;
  to?: number;
  source?: TContentSource;
  brandId?: number;
  productLineId?: number;
  productId?: number;
  keyword?: string;
  authorId?: string;
  tracked?: boolean;
  text?: string;
};

export type NoteSort = 'time_desc' | 'time_asc' | 'comments_desc' | 'neg_ratio_desc' | 'likes_desc';
