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
  /** The author's fans count in [min, max) (contract AUTHOR_TIER_FANS). */
  fans?: { min: number; max: number | null };
  /** Negative / held comments at least this; a note without comments has ratio 0. */
  negRatioMin?: number;
  text?: string;
};

export type NoteSort = 'time_desc' | 'time_asc' | 'comments_desc' | 'neg_ratio_desc' | 'likes_desc';
