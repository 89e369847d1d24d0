import type { TNegType } from '@notedesk/contract';
import { planCommentReply } from '../planCommentReply';

/** The reply policy the engine plans for a comment with the given labels (the troll tests' one way to ask). */
export const policyOfComment = (
  content: string,
  clsType: number | null,
  negType: TNegType | null = 'other',
  platform: 'xhs' | 'dy' = 'xhs',
) =>
  planCommentReply({
    comment: { content, clsType, negType, contentType: null, userNickname: '', platform, spam: false },
  }).policy;
