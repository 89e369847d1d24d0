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
  /** Comments: the sensitive topic of a generated draft ('' clears it); left as it was when absent. */
  flag?: string;
  /**
   * Comments: the user whose saved reply a generated draft repeats (0 when that account is gone), null when
   * composed or written by staff.
   */
  basedOnUserId?: number | null;
};

/** A comment whose current reply staff wrote or edited: a source for drafts of similar comments. */
export type StaffReplyRow = {
  commentId: number;
  content: string;
  clsType: number | null;
  productId: number | null;
  replyText: string;
  /** Who wrote it (null when the account is gone). */
  byUserId: number | null;
};

/** A comment of a thread as a draft's context reads it. */
export type ThreadComment = { userNickname: string; content: string; parentCommentId: string };

/** The tenant's own products with their ids (a comment naming one is about it, whatever note it is under). */
const ownProductsOf = (db: Kysely<Database>, tenantId: number): Promise<{ id: number; name: string }[]> =>
  db
    .selectFrom('products')
    .innerJoin('brands', 'brands.id', 'products.brand_id')
    .select(['products.id as id', 'products.display_name as name'])
    .where('products.tenant_id', '=', tenantId)
    .where('brands.is_own', '=', 1)
    .orderBy('products.id')
    .execute();

/** Reply drafts: the latest on the comment or note row, every version in reply_history; threads above. */
export const createReplyDraftRepository = (db: Kysely<Database>) => ({
  /** The tenant's own brands' products: id and display name (what a draft calls a product a comment names). */
  ownProducts: (tenantId: number) => ownProductsOf(db, tenantId),
  /** The names a commenter writes for the tenant's own brands: the name, the display name and its Chinese words (栖溪). */
  ownBrandNames: async (tenantId: number): Promise<string[]> => {
    const rows = await db
      .selectFrom('brands')
      .select(['name', 'display_name'])
      .where('tenant_id', '=', tenantId)
      .where('is_own', '=', 1)
      .execute();
    // Latin words of a display name ("Qixi", "The") are left out: too many would match unrelated comments.
    const chineseWords = (name: string) =>
      name.split(/\s+/).filter((word) => /\p{Script=Han}{2,}/u.test(word));
    const names = rows.flatMap((row) => [row.name, row.display_name, ...chineseWords(row.display_name)]);
    return [...new Set(names.map((name) => name.trim()).filter((name) => name.length >= 2))];
  },
  /** The nicknames of the tenant's own platform accounts (栖溪护肤官方): a comment under one is the brand's own. */
  ownAccountNicknames: async (tenantId: number): Promise<string[]> => {
    const rows = await db
      .selectFrom('platform_accounts')
      .select('nickname')
      .where('tenant_id', '=', tenantId)
      .execute();
    return [...new Set(rows.map((row) => row.nickname.trim()).filter((name) => name !== ''))];
  },
  /** The names of the tenant's tracked brands that are not its own (a comment complaining of one is not about us). */
  otherBrandNames: async (tenantId: number): Promise<string[]> => {
    const rows = await db
      .selectFrom('brands')
      .select(['name', 'display_name'])
      .where('tenant_id', '=', tenantId)
      .where('is_own', '=', 0)
      .execute();
    const names = rows.flatMap((row) => [row.name, ...row.display_name.split(/\s+/)]);
    // Only Chinese names of two characters or more: a Latin word or one character would match unrelated comments.
    return [
      ...new Set(names.map((name) => name.trim()).filter((name) => /^\p{Script=Han}{2,}$/u.test(name))),
    ];
  },
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
      // A saved reply answers any earlier advice not to reply (comments only carry advice and flags).
      ...(target.kind === 'comment'
        ? {
            reply_advice: '',
            reply_based_on_user_id: version.basedOnUserId ?? null,
            ...(version.flag === undefined ? {} : { reply_flag: version.flag }),
          }
        : {}),
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

  /**
   * The tenant's comments on a platform whose current reply is a staff version (written or edited by a
   * person), newest first, without the comment being drafted; `limit` bounds what similarity is scored on.
   */
  staffReplyRows: (
    tenantId: number,
    scope: { platform: TPlatform; exceptCommentId: number; limit: number },
  ): Promise<StaffReplyRow[]> =>
    db
      .selectFrom('comments')
      .innerJoin('reply_history', (join) =>
        join
          .onRef('reply_history.comment_id', '=', 'comments.id')
          .onRef('reply_history.text', '=', 'comments.reply_text')
          .on('reply_history.source', '=', 'staff'),
      )
      .select([
        'comments.id as commentId',
        'comments.content as content',
        'comments.cls_type as clsType',
        'comments.product_id as productId',
        'comments.reply_text as replyText',
        'reply_history.created_by as byUserId',
      ])
      .where('comments.tenant_id', '=', tenantId)
      .where('comments.platform', '=', scope.platform)
      .where('comments.id', '!=', scope.exceptCommentId)
      .where('comments.reply_text', '!=', '')
      .where('comments.deleted_at', 'is', null)
      .orderBy('reply_history.created_at', 'desc')
      .limit(scope.limit)
      .execute(),
});

export type ReplyDraftRepository = ReturnType<typeof createReplyDraftRepository>;
