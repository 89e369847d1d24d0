import { z } from 'zod';
import { CONTENT_FILTER_FIELDS, ZQueryYesNo } from './contentFilterFields';
import {
  ZClsSource,
  ZClsType,
  ZContentSource,
  ZContentType,
  ZNegType,
  ZPlatform,
  ZProcessStatus,
  ZSentiment,
} from './domain';
import { ZListQuery } from './list';
import { queryValue } from './queryValue';
import { ZReplyAdvice, ZReplyBasedOn, ZReplyFlag } from './replyNote';
import { ZRowIdParam } from './rowId';

/** `cls_type=0,1`, repeated `cls_type=0&cls_type=1`, or both → the listed choices; none listed → no filter. */
const splitChoices = (value: unknown): unknown => {
  const parts = typeof value === 'string' ? [value] : value;
  if (!Array.isArray(parts)) return value;
  const choices = parts.flatMap((part) =>
    typeof part === 'string'
      ? part.split(',').filter((choice) => choice.trim() !== '' && choice !== 'NaN')
      : [part],
  );
  return choices.length === 0 ? undefined : choices;
};

/** A query value that may list several choices: `cls_type=0,1` or repeated `cls_type=0&cls_type=1`. */
const anyOf = <T extends z.ZodTypeAny>(item: T) =>
  queryValue(z.preprocess(splitChoices, z.array(item).min(1).max(20).optional()));

export const COMMENT_SORTS = ['time_desc', 'time_asc', 'likes_desc'] as const;

/**
 * Spam (ads, 代购, 兼职, 互关, contact details, links) in a list: `hide` (the default, so no queue, count or
 * dashboard holds it), `only`, or `all`.
 */
export const SPAM_FILTERS = ['hide', 'only', 'all'] as const;
export type TSpamFilter = (typeof SPAM_FILTERS)[number];

/** GET /api/track/content-comments */
export const ZCommentListQuery = ZListQuery.extend({
  ...CONTENT_FILTER_FIELDS,
  source: anyOf(ZContentSource),
  note_id: queryValue(ZRowIdParam),
  /** The platform's note id. */
  content_id: queryValue(z.string().trim().min(1).max(64)),
  /** Comments on the notes this account published (the note list's `author_id`). */
  account: queryValue(z.string().trim().min(1).max(64)),
  cls_type: anyOf(z.coerce.number().pipe(ZClsType)),
  sentiment: anyOf(ZSentiment),
  neg_type: anyOf(ZNegType),
  content_type: anyOf(ZContentType),
  process_status: anyOf(z.coerce.number().pipe(ZProcessStatus)),
  staff_id: queryValue(ZRowIdParam),
  has_reply: queryValue(ZQueryYesNo),
  /** Has a saved reply or a status past "to do" (the dashboards' coverage). */
  covered: queryValue(ZQueryYesNo),
  needs_review: queryValue(ZQueryYesNo),
  /** Rows whose draft touches a sensitive topic (a stored `reply_flag`): a person looks first. */
  flagged: queryValue(ZQueryYesNo),
  spam: queryValue(z.enum(SPAM_FILTERS)).default('hide'),
  /** Substring of the comment text. */
  q: queryValue(z.string().trim().min(1).max(100)),
  sort: queryValue(z.enum(COMMENT_SORTS)).default('time_desc'),
});
export type TCommentListQuery = z.infer<typeof ZCommentListQuery>;

const ZNamed = z.object({ id: z.number().int(), name: z.string() });

/** The note a comment sits under, as the list shows it. */
export const ZCommentNote = z.object({
  id: z.number().int(),
  platform_note_id: z.string(),
  title_desc: z.string(),
  author_name: z.string(),
  note_url: z.string(),
});

/** One row of the comment list. */
export const ZCommentRow = z.object({
  id: z.number().int(),
  platform: ZPlatform,
  platform_comment_id: z.string(),
  parent_comment_id: z.string(),
  content: z.string(),
  user_nickname: z.string(),
  ip_location: z.string(),
  like_count: z.number().int(),
  pictures: z.array(z.string()),
  published_at: z.string(),
  cls_type: ZClsType.nullable(),
  sentiment: ZSentiment.nullable(),
  neg_type: ZNegType.nullable(),
  content_type: ZContentType.nullable(),
  cls_source: ZClsSource.nullable(),
  needs_review: z.boolean(),
  /** Ads and 引流: other (100), never a lead or a negative, never drafted a reply. */
  spam: z.boolean(),
  /** Why the classifier chose ("rule: spam_contact", "words: 好用 回购"); '' when staff labelled it. */
  cls_reason: z.string(),
  process_status: ZProcessStatus,
  process_staff: ZNamed.nullable(),
  process_updated_at: z.string().nullable(),
  reply_text: z.string(),
  reply_updated_at: z.string().nullable(),
  /** Advice not to reply publicly (provocation, a competitor's customer); the draft, if any, stays. */
  reply_advice: ZReplyAdvice,
  /** A sensitive topic (pregnancy, medical condition, reaction, minor) of the generated draft: a person looks first. */
  reply_flag: ZReplyFlag,
  /** The draft repeats a staff reply to a similar comment ("based on a reply by …"); null when composed. */
  reply_based_on: ZReplyBasedOn.nullable(),
  source: ZContentSource.nullable(),
  brand: ZNamed.nullable(),
  product_line: ZNamed.nullable(),
  product: ZNamed.nullable(),
  keyword: z.string(),
  note: ZCommentNote.nullable(),
});
export type TCommentRow = z.infer<typeof ZCommentRow>;

/** GET /api/track/daily-task-list */
export const ZDailyTaskQuery = z.object({ target_platform: queryValue(ZPlatform).default('xhs') });
export type TDailyTaskQuery = z.infer<typeof ZDailyTaskQuery>;

const ZTaskGroup = z.object({ count: z.number().int(), items: z.array(ZCommentRow) });

/** Today's work for the signed-in staff member. */
export const ZDailyTasks = z.object({
  date: z.string(),
  todo: ZTaskGroup,
  in_progress: ZTaskGroup,
  new_negative: ZTaskGroup,
  new_leads: ZTaskGroup,
});
export type TDailyTasks = z.infer<typeof ZDailyTasks>;
