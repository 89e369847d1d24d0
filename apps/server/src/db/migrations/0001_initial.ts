import { type CreateTableBuilder, type Kysely, sql } from 'kysely';
import type { DialectName } from '../dialect';

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped schema builder
type AnyDb = Kysely<any>;
// biome-ignore lint/suspicious/noExplicitAny: see above
type Table = CreateTableBuilder<string, any>;

/** `id` column: rowid alias on SQLite, identity on PostgreSQL. */
const withId = (table: Table, dialect: DialectName): Table =>
  dialect === 'sqlite'
    ? table.addColumn('id', 'integer', (col) => col.primaryKey())
    : table.addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity());

const tenantOwned = (table: Table): Table =>
  table.addColumn('tenant_id', 'integer', (col) =>
    col.notNull().references('tenants.id').onDelete('cascade'),
  );

export const up = async (db: AnyDb, dialect: DialectName): Promise<void> => {
  const create = (name: string) => withId(db.schema.createTable(name), dialect);

  await create('tenants')
    .addColumn('name', 'text', (col) => col.notNull().unique())
    .addColumn('output_sheet_token', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('knowledge_sheet_token', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .execute();

  await tenantOwned(create('users'))
    .addColumn('username', 'text', (col) => col.notNull().unique())
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('full_name', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('role', 'text', (col) => col.notNull())
    .addColumn('disabled', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('email', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('nickname', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('country', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('area', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('profile', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('last_login_at', 'bigint')
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('users_tenant').on('users').columns(['tenant_id', 'username']).execute();

  await tenantOwned(db.schema.createTable('sessions').addColumn('id', 'text', (col) => col.primaryKey()))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('expires_at', 'bigint', (col) => col.notNull())
    .addColumn('revoked_at', 'bigint')
    .addColumn('revoked_reason', 'text')
    .addColumn('user_agent', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('ip', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('sessions_user').on('sessions').columns(['user_id', 'revoked_at']).execute();

  await tenantOwned(create('platform_accounts'))
    .addColumn('platform', 'text', (col) => col.notNull())
    .addColumn('account_id', 'text', (col) => col.notNull())
    .addColumn('nickname', 'text', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addUniqueConstraint('platform_accounts_unique', ['tenant_id', 'platform', 'account_id'])
    .execute();

  await tenantOwned(create('brands'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('display_name', 'text', (col) => col.notNull())
    .addColumn('is_own', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addUniqueConstraint('brands_unique', ['tenant_id', 'name'])
    .execute();

  await tenantOwned(create('product_lines'))
    .addColumn('brand_id', 'integer', (col) => col.notNull().references('brands.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addUniqueConstraint('product_lines_unique', ['tenant_id', 'brand_id', 'name'])
    .execute();

  await tenantOwned(create('products'))
    .addColumn('brand_id', 'integer', (col) => col.notNull().references('brands.id').onDelete('cascade'))
    .addColumn('product_line_id', 'integer', (col) =>
      col.notNull().references('product_lines.id').onDelete('cascade'),
    )
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('display_name', 'text', (col) => col.notNull())
    .addColumn('use_submit', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('use_search', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addUniqueConstraint('products_unique', ['tenant_id', 'product_line_id', 'name'])
    .execute();

  await tenantOwned(create('search_keywords'))
    .addColumn('platform', 'text')
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('display_name', 'text', (col) => col.notNull())
    .addColumn('keyword', 'text', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('search_keywords_tenant')
    .on('search_keywords')
    .columns(['tenant_id', 'kind', 'display_name'])
    .execute();

  await tenantOwned(create('notes'))
    .addColumn('platform', 'text', (col) => col.notNull())
    .addColumn('platform_note_id', 'text', (col) => col.notNull())
    .addColumn('note_type', 'text', (col) => col.notNull().defaultTo('normal'))
    .addColumn('title', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('author_id', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('author_name', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('author_avatar', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('author_fans_count', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('note_url', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('cover_url', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('image_list', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('tag_list', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('ip_location', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('liked_count', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('collected_count', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('comment_count', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('share_count', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('source', 'text', (col) => col.notNull())
    .addColumn('brand_id', 'integer', (col) => col.references('brands.id').onDelete('set null'))
    .addColumn('product_line_id', 'integer', (col) => col.references('product_lines.id').onDelete('set null'))
    .addColumn('product_id', 'integer', (col) => col.references('products.id').onDelete('set null'))
    .addColumn('keyword', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('tracked', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('published_at', 'bigint', (col) => col.notNull())
    .addColumn('deleted_at', 'bigint')
    .addColumn('deleted_by', 'integer')
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .addUniqueConstraint('notes_platform_id', ['tenant_id', 'platform', 'platform_note_id'])
    .execute();
  await db.schema
    .createIndex('notes_by_time')
    .on('notes')
    .columns(['tenant_id', 'platform', 'published_at'])
    .execute();
  await db.schema
    .createIndex('notes_by_source')
    .on('notes')
    .columns(['tenant_id', 'platform', 'source', 'published_at'])
    .execute();

  await tenantOwned(create('comments'))
    .addColumn('platform', 'text', (col) => col.notNull())
    .addColumn('platform_comment_id', 'text', (col) => col.notNull())
    .addColumn('platform_note_id', 'text', (col) => col.notNull())
    .addColumn('note_id', 'integer', (col) => col.references('notes.id').onDelete('set null'))
    .addColumn('parent_comment_id', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('content', 'text', (col) => col.notNull())
    .addColumn('user_id', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('user_nickname', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('user_avatar', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('ip_location', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('like_count', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('sub_comment_count', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('pictures', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('published_at', 'bigint', (col) => col.notNull())
    .addColumn('source', 'text')
    .addColumn('brand_id', 'integer')
    .addColumn('product_line_id', 'integer')
    .addColumn('product_id', 'integer')
    .addColumn('keyword', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('cls_type', 'integer')
    .addColumn('sentiment', 'text')
    .addColumn('neg_type', 'text')
    .addColumn('content_type', 'text')
    .addColumn('cls_source', 'text')
    .addColumn('cls_confidence', 'double precision')
    .addColumn('needs_review', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('process_status', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('process_staff_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('process_note', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('process_updated_at', 'bigint')
    .addColumn('reply_text', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('reply_updated_at', 'bigint')
    .addColumn('deleted_at', 'bigint')
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .addUniqueConstraint('comments_platform_id', ['tenant_id', 'platform', 'platform_comment_id'])
    .execute();
  // The list's hot paths (DESIGN §7): newest first per platform, per note, per class, per follow-up status.
  const commentIndexes: Array<[string, string[]]> = [
    ['comments_by_time', ['tenant_id', 'platform', 'published_at']],
    ['comments_by_note', ['tenant_id', 'note_id', 'published_at']],
    ['comments_by_platform_note', ['tenant_id', 'platform', 'platform_note_id']],
    ['comments_by_class', ['tenant_id', 'platform', 'cls_type', 'published_at']],
    ['comments_by_status', ['tenant_id', 'platform', 'process_status', 'published_at']],
    ['comments_by_product', ['tenant_id', 'platform', 'product_id', 'published_at']],
    ['comments_by_likes', ['tenant_id', 'platform', 'like_count']],
  ];
  for (const [name, columns] of commentIndexes) {
    await db.schema.createIndex(name).on('comments').columns(columns).execute();
  }
  await createCommentTextSearch(db, dialect);

  await tenantOwned(create('reply_history'))
    .addColumn('target', 'text', (col) => col.notNull())
    .addColumn('comment_id', 'integer', (col) => col.references('comments.id').onDelete('cascade'))
    .addColumn('note_id', 'integer', (col) => col.references('notes.id').onDelete('cascade'))
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('source', 'text', (col) => col.notNull())
    .addColumn('persona_id', 'integer')
    .addColumn('created_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('reply_history_comment')
    .on('reply_history')
    .columns(['tenant_id', 'comment_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('reply_history_note')
    .on('reply_history')
    .columns(['tenant_id', 'note_id', 'created_at'])
    .execute();

  await tenantOwned(create('personas'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('tone', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('sign_off', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('do_rules', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('dont_rules', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('examples', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .addUniqueConstraint('personas_unique', ['tenant_id', 'name'])
    .execute();

  await tenantOwned(create('jobs'))
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('payload', 'text', (col) => col.notNull().defaultTo('{}'))
    .addColumn('progress', 'text', (col) => col.notNull().defaultTo('{}'))
    .addColumn('result', 'text', (col) => col.notNull().defaultTo('{}'))
    .addColumn('error', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('created_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('claimed_by', 'text')
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('started_at', 'bigint')
    .addColumn('finished_at', 'bigint')
    .execute();
  await db.schema.createIndex('jobs_queue').on('jobs').columns(['status', 'created_at']).execute();
  await db.schema.createIndex('jobs_tenant').on('jobs').columns(['tenant_id', 'created_at']).execute();

  await tenantOwned(create('messages'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('content', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('sender', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('read_at', 'bigint')
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('messages_inbox')
    .on('messages')
    .columns(['tenant_id', 'user_id', 'type', 'created_at'])
    .execute();

  await tenantOwned(create('audit_log'))
    .addColumn('user_id', 'integer')
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('entity', 'text', (col) => col.notNull())
    .addColumn('entity_id', 'text', (col) => col.notNull())
    .addColumn('before', 'text', (col) => col.notNull().defaultTo('{}'))
    .addColumn('after', 'text', (col) => col.notNull().defaultTo('{}'))
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('audit_log_tenant')
    .on('audit_log')
    .columns(['tenant_id', 'entity', 'entity_id', 'created_at'])
    .execute();

  await tenantOwned(create('api_keys'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('prefix', 'text', (col) => col.notNull().unique())
    .addColumn('key_hash', 'text', (col) => col.notNull())
    .addColumn('created_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('last_used_at', 'bigint')
    .addColumn('revoked_at', 'bigint')
    .execute();
};

/**
 * Chinese substring search in comment text: a trigram index on both dialects
 * (SQLite FTS5 trigram tokenizer kept in step by triggers; PostgreSQL pg_trgm GIN).
 */
const createCommentTextSearch = async (db: AnyDb, dialect: DialectName): Promise<void> => {
  if (dialect === 'postgres') {
    await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);
    await sql`CREATE INDEX comments_content_trgm ON comments USING gin (content gin_trgm_ops)`.execute(db);
    return;
  }
  await sql`CREATE VIRTUAL TABLE comments_fts USING fts5(content, content='comments', content_rowid='id', tokenize='trigram')`.execute(
    db,
  );
  await sql`CREATE TRIGGER comments_fts_insert AFTER INSERT ON comments BEGIN
    INSERT INTO comments_fts(rowid, content) VALUES (new.id, new.content);
  END`.execute(db);
  await sql`CREATE TRIGGER comments_fts_delete AFTER DELETE ON comments BEGIN
    INSERT INTO comments_fts(comments_fts, rowid, content) VALUES ('delete', old.id, old.content);
  END`.execute(db);
  await sql`CREATE TRIGGER comments_fts_update AFTER UPDATE OF content ON comments BEGIN
    INSERT INTO comments_fts(comments_fts, rowid, content) VALUES ('delete', old.id, old.content);
    INSERT INTO comments_fts(rowid, content) VALUES (new.id, new.content);
  END`.execute(db);
};
