import { z } from 'zod';
import { CONTENT_FILTER_FIELDS, ZQueryYesNo } from './contentFilterFields';
import { ZAuthorTier } from './dashboards';
import { ZContentSource, ZPlatform } from './domain';
import { ZListQuery } from './list';
import { queryValue } from './queryValue';
import { ZRowIdParam } from './rowId';

export const NOTE_SORTS = ['time_desc', 'time_asc', 'comments_desc', 'neg_ratio_desc', 'likes_desc'] as const;

/** GET /api/track/contents and /api/track/content-cards */
export const ZNoteListQuery = ZListQuery.extend({
  ...CONTENT_FILTER_FIELDS,
  source: queryValue(ZContentSource),
  author_id: queryValue(z.string().trim().min(1).max(64)),
  tracked: queryValue(ZQueryYesNo),
  /** The author's fans tier (AUTHOR_TIER_FANS). */
  author_tier: queryValue(ZAuthorTier),
  /** Negative comments / comments NoteDesk holds for the note, at least this (0–1); a note without comments has 0. */
  neg_ratio_min: queryValue(z.coerce.number().min(0).max(1)),
  /** Substring of the title or text, or a platform note id. */
  q: queryValue(z.string().trim().min(1).max(100)),
  sort: queryValue(z.enum(NOTE_SORTS)).default('time_desc'),
});
export type TNoteListQuery = z.infer<typeof ZNoteListQuery>;

const ZNamed = z.object({ id: z.number().int(), name: z.string() });

/** A note with its metrics, as the note lists, cards and detail pages show it. */
export const ZNoteCard = z.object({
  id: z.number().int(),
  platform: ZPlatform,
  platform_note_id: z.string(),
  note_type: z.string(),
  title_desc: z.string(),
  title: z.string(),
  description: z.string(),
  author_id: z.string(),
  author_name: z.string(),
  author_avatar: z.string(),
  note_url: z.string(),
  cover_url: z.string(),
  image_list: z.array(z.string()),
  tag_list: z.array(z.string()),
  ip_location: z.string(),
  fansCount: z.number().int(),
  commentCount: z.number().int(),
  /** Comments NoteDesk holds for the note (the platform's count may be higher). */
  trackedCommentCount: z.number().int(),
  negCommentCount: z.number().int(),
  negCommentRatio: z.number(),
  leadCommentCount: z.number().int(),
  likes: z.number().int(),
  collects: z.number().int(),
  shares: z.number().int(),
  published_at: z.string(),
  source: ZContentSource,
  brand: ZNamed.nullable(),
  product_line: ZNamed.nullable(),
  product: ZNamed.nullable(),
  keyword: z.string(),
  tracked: z.boolean(),
  reply_text: z.string(),
  reply_updated_at: z.string().nullable(),
});
export type TNoteCard = z.infer<typeof ZNoteCard>;

export const ZNoteIdParams = z.object({ id: ZRowIdParam });

/** GET /api/track/post-user-list and /api/track/post-user-list-in-comments */
export const ZPostUserQuery = ZListQuery.extend({
  target_platform: queryValue(ZPlatform).default('xhs'),
  q: queryValue(z.string().trim().min(1).max(64)),
});
export type TPostUserQuery = z.infer<typeof ZPostUserQuery>;

export const ZPostUser = z.object({
  user_id: z.string(),
  nickname: z.string(),
  avatar: z.string(),
  count: z.number().int(),
});
export type TPostUser = z.infer<typeof ZPostUser>;
