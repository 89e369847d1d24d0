import { type Kysely, sql } from 'kysely';
import { createEmbeddedClassifier } from '../../modules/classify/createEmbeddedClassifier';

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped schema builder
type AnyDb = Kysely<any>;

type StoredComment = { id: number; content: string; cls_source: string | null; needs_review: number };

/** Comments read and classified per query: keeps memory flat on a tenant with a million comments. */
const BATCH = 5_000;

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
  // Trained at the first batch only: an empty database (every new install, every test) costs nothing.
  const classifier = createEmbeddedClassifier();
  let after = 0;
  for (;;) {
    const comments: StoredComment[] = await db
      .selectFrom('comments')
      .select(['id', 'content', 'cls_source', 'needs_review'])
      .where('id', '>', after)
      .where((eb) => eb.or([eb('cls_source', 'is', null), eb('cls_source', '!=', 'staff')]))
      .orderBy('id')
      .limit(BATCH)
      .execute();
    if (comments.length === 0) return;
    after = Number(comments[comments.length - 1]?.id);
    const labels = classifier.classifySync(comments.map((comment) => ({ text: comment.content })));
    for (const [index, comment] of comments.entries()) {
      const label = labels[index];
      if (!label || (!label.spam && comment.needs_review !== 1)) continue;
      const byModel = comment.cls_source !== null;
      await db
        .updateTable('comments')
        .set({
          spam: label.spam ? 1 : 0,
          cls_reason: byModel ? label.reason : '',
          ...(label.spam && byModel
            ? { cls_type: 100, sentiment: 'neutral', neg_type: null, content_type: 'non_product' }
            : {}),
          updated_at: sql`updated_at + 1`,
        })
        .where('id', '=', comment.id)
        .execute();
    }
  }
};
