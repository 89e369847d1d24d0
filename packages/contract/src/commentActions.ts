import { z } from 'zod';
import { ZClsType, ZContentSource, ZContentType, ZNegType, ZProcessStatus, ZSentiment } from './domain';
import { ZReplyBasedOn, ZReplyFlag } from './replyNote';
import { ZRowId } from './rowId';

export const BULK_MAX = 500;
export const REPLY_MAX_LENGTH = 2000;
export const PROCESS_NOTE_MAX_LENGTH = 500;

const ZId = ZRowId;
export const ZCommentIds = z.array(ZId).min(1).max(BULK_MAX);

/**
 * The `updated_at` the client last saw. When given and the row changed since (by someone else),
 * the server answers 409 with the current value instead of overwriting it.
 */
const ZExpected = z.iso.datetime({ offset: true }).nullable().optional();

const ZNamedRef = z.object({ id: z.number().int(), name: z.string() });

/** POST /api/track/set-process-status */
export const ZSetProcessStatusInput = z.object({
  comment_ids: ZCommentIds,
  status: ZProcessStatus,
  note: z.string().trim().max(PROCESS_NOTE_MAX_LENGTH).optional(),
  expected_updated_at: ZExpected,
  /** Who follows the comments up: another staff member of the tenant (told in their message box), else the caller. */
  staff_id: ZId.optional(),
});
export type TSetProcessStatusInput = z.infer<typeof ZSetProcessStatusInput>;

/** A comment's follow-up as saved. */
export const ZFollowUp = z.object({
  id: z.number().int(),
  process_status: ZProcessStatus,
  process_staff: ZNamedRef.nullable(),
  process_note: z.string(),
  process_updated_at: z.string().nullable(),
});
export type TFollowUp = z.infer<typeof ZFollowUp>;

/** POST /api/track/staff-edit-content-cls — any of the four labels, for one or many comments. */
export const ZEditCommentClsInput = z
  .object({
    comment_ids: ZCommentIds,
    cls_type: ZClsType.optional(),
    sentiment: ZSentiment.optional(),
    neg_type: ZNegType.nullable().optional(),
    content_type: ZContentType.optional(),
  })
  .refine(
    (input) =>
      input.cls_type !== undefined ||
      input.sentiment !== undefined ||
      input.neg_type !== undefined ||
      input.content_type !== undefined,
    { message: 'one_label_required', path: ['cls_type'] },
  );
export type TEditCommentClsInput = z.infer<typeof ZEditCommentClsInput>;

export const ZCommentLabels = z.object({
  id: z.number().int(),
  cls_type: ZClsType.nullable(),
  sentiment: ZSentiment.nullable(),
  neg_type: ZNegType.nullable(),
  content_type: ZContentType.nullable(),
  cls_source: z.enum(['model', 'llm', 'staff']).nullable(),
});
export type TCommentLabels = z.infer<typeof ZCommentLabels>;

/** POST /api/track/gen-reply */
export const ZGenReplyInput = z.object({ comment_id: ZId, persona_id: ZId.optional() });
export type TGenReplyInput = z.infer<typeof ZGenReplyInput>;

/** POST /api/track/gen-post-reply */
export const ZGenPostReplyInput = z.object({ note_id: ZId, persona_id: ZId.optional() });
export type TGenPostReplyInput = z.infer<typeof ZGenPostReplyInput>;

const ZReplyText = z.string().trim().min(1).max(REPLY_MAX_LENGTH);

/** POST /api/track/staff-edit-comment-reply */
export const ZEditCommentReplyInput = z.object({
  comment_id: ZId,
  reply_text: ZReplyText,
  expected_updated_at: ZExpected,
});
export type TEditCommentReplyInput = z.infer<typeof ZEditCommentReplyInput>;

/** POST /api/track/staff-edit-post-reply */
export const ZEditPostReplyInput = z.object({
  note_id: ZId,
  reply_text: ZReplyText,
  expected_updated_at: ZExpected,
});
export type TEditPostReplyInput = z.infer<typeof ZEditPostReplyInput>;

/** A reply draft (of a comment or of a note) as saved. */
export const ZReplyDraft = z.object({
  target: z.enum(['comment', 'note']),
  id: z.number().int(),
  reply_text: z.string(),
  reply_updated_at: z.string().nullable(),
  reply_updated_by: ZNamedRef.nullable(),
  source: z.enum(['model', 'llm', 'staff']),
});
export type TReplyDraft = z.infer<typeof ZReplyDraft>;

/**
 * gen-reply / gen-post-reply: the saved draft and, when there is one, its note — why the LLM fell back, or
 * advice not to reply (one code a line, `NO_REPLY_NOTES`), in the request's language.
 */
export const ZGeneratedReply = ZReplyDraft.extend({
  note: z.string().optional(),
  /** Comment drafts: the sensitive topic a person should look at first ('' when none). */
  reply_flag: ZReplyFlag.optional(),
  /** Comment drafts: who wrote the saved reply to a similar comment this draft repeats (null when composed). */
  reply_based_on: ZReplyBasedOn.nullable().optional(),
});
export type TGeneratedReply = z.infer<typeof ZGeneratedReply>;

/** The longest platform note id taken (xhs ids are 24 hex digits, Douyin's 19 digits). */
export const CONTENT_ID_MAX = 64;

/** POST /api/track/staff-delete-post-by-note-id — by our id or by the platform's note id. */
export const ZDeletePostInput = z
  .object({ note_id: ZId.optional(), content_id: z.string().trim().min(1).max(CONTENT_ID_MAX).optional() })
  .refine((input) => input.note_id !== undefined || input.content_id !== undefined, {
    message: 'note_id_required',
    path: ['note_id'],
  });
export type TDeletePostInput = z.infer<typeof ZDeletePostInput>;

/** POST /api/track/restore-post */
export const ZRestorePostInput = z.object({ note_id: ZId });
export type TRestorePostInput = z.infer<typeof ZRestorePostInput>;

export const ZPostDeletion = z.object({
  note_id: z.number().int(),
  platform_note_id: z.string(),
  deleted: z.boolean(),
  comments: z.number().int(),
  restorable_until: z.string().nullable(),
});
export type TPostDeletion = z.infer<typeof ZPostDeletion>;

/** POST /api/track/update-track — tracking on/off and what the note is about. */
export const ZUpdateTrackInput = z.object({
  note_id: ZId,
  tracked: z.boolean().optional(),
  source: ZContentSource.optional(),
  brand_id: ZId.nullable().optional(),
  product_line_id: ZId.nullable().optional(),
  product_id: ZId.nullable().optional(),
  keyword: z.string().trim().max(100).optional(),
});
export type TUpdateTrackInput = z.infer<typeof ZUpdateTrackInput>;
