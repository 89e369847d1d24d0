import type { Kysely } from 'kysely';
import type { DialectName } from '../dialect';

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped schema builder
type AnyDb = Kysely<any>;

/**
 * Feishu (Lark) Sheets:
 * - `feishu_settings`: one row per tenant (the app secret AES-256-GCM encrypted); the sheet tokens stay on
 *   `tenants` where they always were;
 * - `feishu_exports`: one export to the output sheet (its request, so a failed one can be retried);
 * - `feishu_exported_comments`: which comment went to which sheet, so no comment is written to a sheet twice.
 */
export const up = async (db: AnyDb, dialect: DialectName): Promise<void> => {
  await db.schema
    .createTable('feishu_settings')
    .addColumn('tenant_id', 'integer', (col) =>
      col.primaryKey().notNull().references('tenants.id').onDelete('cascade'),
    )
    .addColumn('base_url', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('app_id', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('app_secret_encrypted', 'text')
    .addColumn('updated_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('feishu_exports')
    .addColumn('id', 'integer', (col) =>
      dialect === 'sqlite' ? col.primaryKey() : col.primaryKey().generatedByDefaultAsIdentity(),
    )
    .addColumn('tenant_id', 'integer', (col) => col.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('request', 'text', (col) => col.notNull())
    .addColumn('sheet_token', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('total', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('written', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('skipped', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('failure', 'text')
    .addColumn('feishu_code', 'integer')
    .addColumn('feishu_msg', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('finished_at', 'bigint')
    .execute();
  await db.schema
    .createTable('feishu_exported_comments')
    .addColumn('tenant_id', 'integer', (col) => col.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('comment_id', 'integer', (col) => col.notNull().references('comments.id').onDelete('cascade'))
    .addColumn('note_id', 'integer')
    .addColumn('sheet_token', 'text', (col) => col.notNull())
    .addColumn('export_id', 'integer', (col) => col.notNull())
    .addColumn('exported_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('feishu_exported_comments_pk', ['tenant_id', 'sheet_token', 'comment_id'])
    .execute();
  await db.schema
    .createIndex('feishu_exported_comments_note')
    .on('feishu_exported_comments')
    .columns(['tenant_id', 'note_id'])
    .execute();
};
