import { REPLY_MAX_LENGTH } from '@notedesk/contract';
import type { MessageKey, MessageParams } from '@/app/i18n/messages';

export type ReplyProblem = { key: MessageKey; params?: MessageParams } | null;

/** The same rule as the server (trimmed, 1–2000 characters), said before the user presses save. */
export const replyProblem = (text: string): ReplyProblem => {
  const length = text.trim().length;
  if (length === 0) return { key: 'comments.editor.empty' };
  if (length > REPLY_MAX_LENGTH)
    return { key: 'comments.editor.tooLong', params: { count: length, max: REPLY_MAX_LENGTH } };
  return null;
};
