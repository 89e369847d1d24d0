import { z } from 'zod';

/** Notes a generated draft carries when the advice is not to reply (the web shows the advice, nothing to copy). */
export const NO_REPLY_NOTES = {
  /** Abusive or provocative comment. */
  flame: 'flame_no_reply',
  /** Comment under a competitor's note: its commenters are the other brand's customers. */
  competitor: 'competitor_no_reply',
} as const;

/** A comment's standing advice not to reply ('' when there is none), kept apart from its reply draft. */
export const ZReplyAdvice = z.enum(['', NO_REPLY_NOTES.flame, NO_REPLY_NOTES.competitor]);
export type TReplyAdvice = z.infer<typeof ZReplyAdvice>;

/** The advice not to reply a draft's note (one code a line) carries, or ''. */
export const replyAdviceOf = (note: string | undefined): TReplyAdvice => {
  const lines = (note ?? '').split('\n');
  if (lines.includes(NO_REPLY_NOTES.flame)) return NO_REPLY_NOTES.flame;
  if (lines.includes(NO_REPLY_NOTES.competitor)) return NO_REPLY_NOTES.competitor;
  return '';
};

/** Whether a draft's note (one code a line) advises not to reply. */
export const isNoReplyNote = (note: string | undefined): boolean => replyAdviceOf(note) !== '';
