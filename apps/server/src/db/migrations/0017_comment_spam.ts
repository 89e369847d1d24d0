import type { Kysely } from 'kysely';
import { reclassifyStoredComments } from './reclassifyStoredComments';

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped schema builder
type AnyDb = Kysely<any>;

type StoredComment = { id: number; content: string; cls_source: string | null; needs_review: number };

/**
 * `spam` (issue #14: ads, 代购, 兼职, 互关, contact details, links) and `cls_reason` (why the classifier
 * chose, shown on hover) on comments. Comments stored before are classified once more with the embedded
 * classifier: one it calls spam gets the flag, and a machine-labelled one the spam labels too (other, neutral,
 * non_product), so it drops out of the negative and lead queues. A staff-labelled comment is never changed: a
 * person read it. Only the rows that change are written (spam, or flagged for review and so shown a reason).
 */
export const up = async (db: AnyDb): Promise<void> => {
  await db.schema
    .alterTable('comments')
    .addColumn('spam', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('comments')
    .addColumn('cls_reason', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  await reclassifyStoredComments(
    db,
    (after, limit): Promise<StoredComment[]> =>
      db
        .selectFrom('comments')
        .select(['id', 'content', 'cls_source', 'needs_review'])
        .where('id', '>', after)
        .where((eb) => eb.or([eb('cls_source', 'is', null), eb('cls_source', '!=', 'staff')]))
        .orderBy('id')
        .limit(limit)
        .execute(),
    (comment, label) => {
      if (!label.spam && comment.needs_review !== 1) return undefined;
      const byModel = comment.cls_source !== null;
      return {
        spam: label.spam ? 1 : 0,
        cls_reason: byModel ? label.reason : '',
        ...(label.spam && byModel
          ? { cls_type: 100, sentiment: 'neutral', neg_type: null, content_type: 'non_product' }
          : {}),
      };
    },
  );
};
