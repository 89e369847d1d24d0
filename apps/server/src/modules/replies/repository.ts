import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** What a reply draft belongs to: a comment, or a note itself. */
export type ReplyTarget = { kind: 'comment' | 'note'; id: number };

export type ReplyVersion = {
  text: string;
  source: 'model' | 'llm' | 'staff';
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
    by: { id: number } | { platform: 'xhs' | 'dy'; platformCommentId: string },
  ): Promise<(ThreadComment & { platform: 'xhs' | 'dy' }) | undefined> => {
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

  save: async (tenantId: number, target: ReplyTarget, version: ReplyVersion): Promise<void> => {
    const latest = {
      reply_text: version.text,
      reply_updated_at: version.at,
      reply_updated_by: version.by,
      updated_at: version.at,
    };
    await db.transaction().execute(async (trx) => {
      if (target.kind === 'comment') {
        await trx
          .updateTable('comments')
          .set(latest)
          .where('tenant_id', '=', tenantId)
          .where('id', '=', target.id)
          .execute();
      } else {
        await trx
          .updateTable('notes')
          .set(latest)
          .where('tenant_id', '=', tenantId)
          .where('id', '=', target.id)
          .execute();
      }
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
    });
  },
});
