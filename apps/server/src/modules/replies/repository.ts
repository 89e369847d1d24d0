import type { TClsSource, TPlatform } from '@notedesk/contract';
import type { Kysely } from 'kysely';
import { type UnlessChangedBy, unchangedByOther } from '../../db/changedByOther';
import type { Database } from '../../db/schema';

/** The draft a comment or note holds now. */
export type CurrentDraft = {
  reply_text: string;
  reply_updated_at: number | null;
  reply_updated_by: number | null;
};

/** What a reply draft belongs to: a comment, or a note itself. */
export type ReplyTarget = { kind: 'comment' | 'note'; id: number };

export type ReplyVersion = {
  text: string;
  source: TClsSource;
  personaId: number | null;
  by: number;
  at: number;
};

/** A comment of a thread as a draft's context reads it. */
export type ThreadComment = { userNickname: string; content: string; parentCommentId: string };

/** Reply drafts: the latest on the comment or note row, every version in reply_history; threads above. */
export const createReplyDraftRepository = (db: Kysely<Database>) => ({
  /** One comment of the tenant by id or by its platform id (a parent), deleted ones too. */
  threadComment: async (
    tenantId: number,
    by: { id: number } | { platform: TPlatform; platformCommentId: string },
  ): Promise<(ThreadComment & { platform: TPlatform }) | undefined> => {
    let query = db
      .selectFrom('comments')
      .select([
        'platform',
        'user_nickname as userNickname',
        'content',
        'parent_comment_id as parentCommentId',
      ])
      .where('tenant_id', '=', tenantId);
    query =
      'id' in by
        ? query.where('id', '=', by.id)
        : query.where('platform', '=', by.platform).where('platform_comment_id', '=', by.platformCommentId);
    return query.executeTakeFirst();
  },

  /** The draft a comment or note holds now (undefined for another tenant's id). */
  currentDraft: async (tenantId: number, target: ReplyTarget): Promise<CurrentDraft | undefined> =>
    db
      .selectFrom(target.kind === 'comment' ? 'comments' : 'notes')
      .select(['reply_text', 'reply_updated_at', 'reply_updated_by'])
      .where('tenant_id', '=', tenantId)
      .where('id', '=', target.id)
      .executeTakeFirst(),

  /**
   * Saves a version as the latest and keeps it in reply_history, all or none. With `unlessChangedBy`, only
   * when nobody else saved since the version the caller saw (`unchangedByOther`, checked by the
   * UPDATE itself, so a save racing in between the caller's read and this write is never overwritten).
   * Returns whether it was saved.
   */
  save: async (
    tenantId: number,
    target: ReplyTarget,
    version: ReplyVersion,
    unlessChangedBy?: UnlessChangedBy,
  ): Promise<boolean> => {
    const latest = {
      reply_text: version.text,
      reply_updated_at: version.at,
      reply_updated_by: version.by,
      updated_at: version.at,
      // A saved reply answers any earlier advice not to reply (comments only carry advice).
      ...(target.kind === 'comment' ? { reply_advice: '' } : {}),
    };
    return db.transaction().execute(async (trx) => {
      let update = trx
        .updateTable(target.kind === 'comment' ? 'comments' : 'notes')
        .set(latest)
        .where('tenant_id', '=', tenantId)
        .where('id', '=', target.id);
      if (unlessChangedBy) {
        update = update.where(
          unchangedByOther({ savedBy: 'reply_updated_by', savedAt: 'reply_updated_at' }, unlessChangedBy),
        );
      }
      const updated = await update.executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) return false;
      await trx
        .insertInto('reply_history')
        .values({
          tenant_id: tenantId,
          target: target.kind,
          comment_id: target.kind === 'comment' ? target.id : null,
          note_id: target.kind === 'note' ? target.id : null,
          text: version.text,
          source: version.source,
          persona_id: version.personaId,
          created_by: version.by,
          created_at: version.at,
        })
        .execute();
      return true;
    });
  },
});

export type ReplyDraftRepository = ReturnType<typeof createReplyDraftRepository>;
