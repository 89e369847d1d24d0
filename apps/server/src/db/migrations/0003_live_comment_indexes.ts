import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped schema builder
type AnyDb = Kysely<any>;

/**
 * The list filters on `deleted_at IS NULL` on every query. With that column outside the indexes, each
 * matching row had to be read from the table (counting 650k live comments took 1.1 s instead of 40 ms).
 * Partial indexes over live comments only answer list and count queries from the index alone.
 */
const LIVE_INDEXES: Array<[string, string[]]> = [
  ['comments_by_time', ['tenant_id', 'platform', 'published_at']],
  ['comments_by_class', ['tenant_id', 'platform', 'cls_type', 'published_at']],
  ['comments_by_status', ['tenant_id', 'platform', 'process_status', 'published_at']],
  ['comments_by_product', ['tenant_id', 'platform', 'product_id', 'published_at']],
  ['comments_by_likes', ['tenant_id', 'platform', 'like_count']],
  ['comments_by_staff', ['tenant_id', 'platform', 'process_staff_id', 'process_status']],
  ['comments_by_sentiment', ['tenant_id', 'platform', 'sentiment', 'published_at']],
  ['comments_by_brand', ['tenant_id', 'platform', 'brand_id', 'published_at']],
  ['comments_by_product_line', ['tenant_id', 'platform', 'product_line_id', 'published_at']],
];

export const up = async (db: AnyDb): Promise<void> => {
  for (const [name] of LIVE_INDEXES) await db.schema.dropIndex(name).ifExists().execute();
  for (const [name, columns] of LIVE_INDEXES) {
    await db.schema
      .createIndex(name)
      .on('comments')
      .columns(columns)
      .where(sql.ref('deleted_at'), 'is', null)
      .execute();
  }
};
