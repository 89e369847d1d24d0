import type { TContentSource, TPlatform, TSpamFilter } from '@notedesk/contract';

/** The comment list's filters after validation: every field optional, times as epoch ms. */
export type CommentFilter = {
  platform: TPlatform;
  from?: number;
  /** Exclusive. */
  to?: number;
  sources?: Array<TContentSource>;
  brandId?: number;
  productLineId?: number;
  productId?: number;
  keyword?: string;
  noteId?: number;
  platformNoteId?: string;
  /** The author (publishing account) of the comment's note. */
  account?: string;
  /**
   * The ids of `account`'s notes, filled in by the list index before it queries (it holds no note authors;
   * SQL asks the notes table itself).
   */
  accountNoteIds?: ReadonlySet<number>;
  clsTypes?: number[];
  sentiments?: string[];
  negTypes?: string[];
  contentTypes?: string[];
  processStatuses?: number[];
  staffId?: number;
  hasReply?: boolean;
  /** Has a reply or a status past "to do". */
  covered?: boolean;
  needsReview?: boolean;
  /** Has a stored `reply_flag` (a sensitive topic a person looks at first). */
  flagged?: boolean;
  /** Unset means `hide`: spam is in no list, queue or count unless asked for. */
  spam?: TSpamFilter;
  text?: string;
};

export type CommentSort = 'time_desc' | 'time_asc' | 'likes_desc';
