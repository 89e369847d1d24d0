import type { Kysely } from 'kysely';
import type { DialectName } from '../dialect';

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped schema builder
type AnyDb = Kysely<any>;

/**
 * The tenant's Feishu group bot (its signing secret sealed like the LLM key), the alert rules managers set,
 * and the alerts sent: one row per (rule, comment), claimed before anything is sent, so that a comment
 * alerts once per rule however many server processes evaluate at the same time.
 */
export const up = async (db: AnyDb, dialect: DialectName): Promise<void> => {
  await db.schema
    .createTable('group_bots')
    .addColumn('tenant_id', 'integer', (col) => col.primaryKey().references('tenants.id').onDelete('cascade'))
    .addColumn('webhook_url', 'text', (col) => col.notNull())
    .addColumn('app_url', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('secret_encrypted', 'text')
    .addColumn('updated_by', 'integer')
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('alert_rules')
    .addColumn('id', 'integer', (col) =>
      dialect === 'sqlite' ? col.primaryKey() : col.primaryKey().generatedByDefaultAsIdentity(),
    )
    .addColumn('tenant_id', 'integer', (col) => col.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('neg_type', 'text')
    .addColumn('product_id', 'integer')
    .addColumn('threshold', 'integer')
    .addColumn('hours', 'integer')
    .addColumn('enabled', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('created_by', 'integer')
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('alert_rules_tenant').on('alert_rules').columns(['tenant_id', 'id']).execute();
  await db.schema
    .createTable('alert_hits')
    .addColumn('rule_id', 'integer', (col) => col.notNull().references('alert_rules.id').onDelete('cascade'))
    .addColumn('comment_id', 'integer', (col) => col.notNull().references('comments.id').onDelete('cascade'))
    .addColumn('tenant_id', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('alert_hits_rule_comment', ['rule_id', 'comment_id'])
    .execute();
};
