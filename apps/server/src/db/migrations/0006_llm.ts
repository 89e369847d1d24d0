import type { Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped schema builder
type AnyDb = Kysely<any>;

/**
 * The optional LLM provider:
 * - `llm_settings`: one row per tenant that saved its own settings (the API key AES-256-GCM encrypted);
 * - `llm_usage`: tokens spent per tenant and UTC day, for the daily quota and the admin page.
 */
export const up = async (db: AnyDb): Promise<void> => {
  await db.schema
    .createTable('llm_settings')
    .addColumn('tenant_id', 'integer', (col) =>
      col.primaryKey().notNull().references('tenants.id').onDelete('cascade'),
    )
    .addColumn('base_url', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('model', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('api_key_encrypted', 'text')
    .addColumn('classify_enabled', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('reply_enabled', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('daily_token_quota', 'bigint')
    .addColumn('updated_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('llm_usage')
    .addColumn('tenant_id', 'integer', (col) => col.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('day', 'text', (col) => col.notNull())
    .addColumn('prompt_tokens', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('completion_tokens', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('requests', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('fallbacks', 'integer', (col) => col.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('llm_usage_pk', ['tenant_id', 'day'])
    .execute();
};
