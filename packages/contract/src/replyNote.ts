import { z } from 'zod';

/** Notes a generated draft carries when the advice is not to reply (the web shows the advice, nothing to copy). */
export const NO_REPLY_NOTES = {
  /** Abusive or provocative comment. */
  flame: 'flame_no_reply',
  /** Comment under a competitor's note: its commenters are the other brand's customers. */
  competitor: 'competitor_no_reply',
  /** Spam or 引流 (ads, 代购, 兼职, 互关, contact details): never answered. */
  spam: 'spam_no_reply',
  /** Addressed to another user (@name), nothing asked of the brand. */
  mention: 'mention_no_reply',
  /** A judgement of the blogger under a blogger's note (人设, 恰饭), nothing about our product: theirs to answer. */
  blogger: 'blogger_no_reply',
  /**
   * A question only about the blogger's own routine or life (博主平时用什么粉底, 几点睡) under a blogger's note: the
   * brand cannot answer for her; hers to answer.
   */
  bloggerAsked: 'blogger_question_no_reply',
  /**
   * Small talk under a note that is not ours (a blogger's, a category's) that asks us nothing, praises nothing of
   * ours and names no problem: a brand stepping into others' chat reads as an intrusion.
   */
  chatter: 'chatter_no_reply',
  /**
   * Written by the brand itself: one of the tenant's own accounts or brand names as the commenter (栖溪护肤官方), or
   * a staff answer pasted into a crawl (官方回复：…). Nobody answers their own reply.
   */
  ownAccount: 'own_account_no_reply',
  /**
   * About another brand's product only, asking us nothing (初沐便宜大碗 挺好, 雾岚专柜卖临期货), under a note not ours:
   * a remark among that brand's customers, which a reply from us would turn into an ad.
   */
  otherBrand: 'other_brand_no_reply',
} as const;

/** A comment's standing advice not to reply ('' when there is none), kept apart from its reply draft. */
export const ZReplyAdvice = z.enum([
  '',
  NO_REPLY_NOTES.flame,
  NO_REPLY_NOTES.competitor,
  NO_REPLY_NOTES.spam,
  NO_REPLY_NOTES.mention,
  NO_REPLY_NOTES.blogger,
  NO_REPLY_NOTES.bloggerAsked,
  NO_REPLY_NOTES.chatter,
  NO_REPLY_NOTES.ownAccount,
  NO_REPLY_NOTES.otherBrand,
]);
export type TReplyAdvice = z.infer<typeof ZReplyAdvice>;

/** The advice not to reply a draft's note (one code a line) carries, or ''. */
export const replyAdviceOf = (note: string | undefined): TReplyAdvice => {
  const lines = (note ?? '').split('\n');
  return Object.values(NO_REPLY_NOTES).find((code) => lines.includes(code)) ?? '';
};

/** Whether a draft's note (one code a line) advises not to reply. */
export const isNoReplyNote = (note: string | undefined): boolean => replyAdviceOf(note) !== '';

/** Topics a person should look at before a reply is posted (no sale, no claim); '' when none. */
export const ZReplyFlag = z.enum(['', 'pregnancy', 'medical', 'reaction', 'minor']);
export type TReplyFlag = z.infer<typeof ZReplyFlag>;

/**
 * Whose saved reply a draft repeats: the user as named now, or null when that user is gone (the list then
 * says "a colleague's reply").
 */
export const ZReplyBasedOn = z.object({
  user: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type TReplyBasedOn = z.infer<typeof ZReplyBasedOn>;
