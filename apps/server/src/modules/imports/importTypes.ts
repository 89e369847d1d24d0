import type { TPlatform } from '@notedesk/contract';
import type { Reason, StoredProblem } from './importReasons';

/** The three file encodings MediaCrawler writes. */
export type FileFormat = 'csv' | 'json' | 'jsonl';
export type RecordKind = 'notes' | 'comments';
/** The contract's platform, under the name the import files use. */
export type Platform = TPlatform;

/** What a file holds, from its name and its columns / keys. */
export type FileKind = {
  platform: Platform;
  record: RecordKind;
  format: FileFormat;
  /** MediaCrawler's crawl mode in the file name (search, detail, creator). */
  crawl: 'search' | 'detail' | 'creator';
  /** xhs notes come in two layouts: with user_id/avatar/ip_location, or with creator_hash. */
  layout: 'xhs' | 'xhs-hashed' | 'dy';
};

/** A note as stored, from any of the note layouts. */
export type ImportNote = {
  platform: Platform;
  platform_note_id: string;
  note_type: string;
  title: string;
  description: string;
  author_id: string;
  author_name: string;
  author_avatar: string;
  /** Every id the author is known by (user_id, sec_uid, …), matched against the tenant's own accounts. */
  author_keys: string[];
  note_url: string;
  cover_url: string;
  image_list: string;
  tag_list: string;
  ip_location: string;
  liked_count: number;
  collected_count: number;
  comment_count: number;
  share_count: number;
  published_at: number;
  last_modify_ts: number;
  source_keyword: string;
};

/** A comment as stored, from either platform. */
export type ImportComment = {
  platform: Platform;
  platform_comment_id: string;
  platform_note_id: string;
  /** '' for a top-level comment. */
  parent_comment_id: string;
  content: string;
  user_id: string;
  user_nickname: string;
  user_avatar: string;
  ip_location: string;
  like_count: number;
  sub_comment_count: number;
  pictures: string;
  published_at: number;
  last_modify_ts: number;
};

/** What mapping a record needs besides the record. */
export type MapContext = {
  /** The time of the import: rows without last_modify_ts take it, and no time may be over a day later. */
  now: number;
  /** Called for a value left out of a row that is still stored (a link that is not the platform's). */
  dropped: (reason: Reason) => void;
};

/** Counters of a run, as the progress bar shows them. */
export type ImportCounts = {
  read: number;
  imported: number;
  updated: number;
  unchanged: number;
  skipped: number;
};

export const emptyCounts = (): ImportCounts => ({
  read: 0,
  imported: 0,
  updated: 0,
  unchanged: 0,
  skipped: 0,
});

/** A row that was not imported: which file, which line, why (English text, code and params). */
export type RowProblem = StoredProblem;
