import type { Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped schema builder
type AnyDb = Kysely<any>;

/**
 * #12 Feishu, second part:
 * - `feishu_exports.claimed_by`: the process running an export (`host:pid:instance`), so a restart fails the
 *   exports its predecessor left running, as it does for import and xlsx jobs;
 * - `feishu_exported_comments.pending`: 1 while a chunk is on its way to Feishu; a chunk still pending when
 *   the next run starts is checked against the sheet itself (its comment id column) before anything is sent;
 * - `feishu_settings.knowledge_sync`: the last knowledge-sheet sync's outcome (JSON), shown to admins;
 * - `group_bots.card_language`: the language the group's cards and alerts are written in.
 */
export const up = async (db: AnyDb): Promise<void> => {
  await db.schema.alterTable('feishu_exports').addColumn('claimed_by', 'text').execute();
  await db.schema
    .alterTable('feishu_exported_comments')
    .addColumn('pending', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('feishu_settings')
    .addColumn('knowledge_sync', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('group_bots')
    .addColumn('card_language', 'text', (col) => col.notNull().defaultTo('zh-CN'))
    .execute();
};
