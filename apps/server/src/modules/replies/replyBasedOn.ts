import type { TReplyBasedOn } from '@notedesk/contract';
import { namedRef } from '../../http/namedRef';

/**
 * A comment's "based on a reply by …" as the list shows it: null when the draft was composed; the user as
 * named now, or `user: null` when the stored id finds no user of the tenant (the account is gone).
 */
export const replyBasedOn = (userId: number | null, name: string | null): TReplyBasedOn | null =>
  userId === null ? null : { user: namedRef(userId, name) };
