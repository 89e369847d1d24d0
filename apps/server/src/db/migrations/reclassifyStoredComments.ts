import { type Kysely, sql } from 'kysely';
import {
  createEmbeddedClassifier,
  type EmbeddedLabels,
} from '../../modules/classify/createEmbeddedClassifier';
import { readByIdBatches } from '../readByIdBatches';

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped schema builder
type AnyDb = Kysely<any>;

/** Comments read and classified per query: keeps memory flat on a tenant with a million comments. */
const BATCH = 5_000;

/**
 * For a migration that relabels stored comments (0017, 0023): reads them in id order, `BATCH` at a time
 * (`readAfter(afterId, limit)` gives the next ones), classifies each batch with the embedded classifier and
 * writes the columns `change` returns for a comment; a comment it returns nothing for is not written. A
 * written row's updated_at goes up by one, so every server's list index reads it again. Old migrations call
 * this: a change here changes what they do.
 */
export const reclassifyStoredComments = async <C extends { id: number; content: string }>(
  db: AnyDb,
  readAfter: (afterId: number, limit: number) => Promise<C[]>,
  change: (comment: C, label: EmbeddedLabels) => Record<string, unknown> | undefined,
): Promise<void> => {
  // Trained at the first comment only: an empty database (every new install, every test) costs nothing.
  const classifier = createEmbeddedClassifier();
  await readByIdBatches(readAfter, BATCH, async (comments) => {
    if (comments.length === 0) return;
    const labels = classifier.classifySync(comments.map((comment) => ({ text: comment.content })));
    for (const [index, comment] of comments.entries()) {
      const label = labels[index];
      const columns = label && change(comment, label);
      if (!columns) continue;
      await db
        .updateTable('comments')
        .set({ ...columns, updated_at: sql`updated_at + 1` })
        .where('id', '=', comment.id)
        .execute();
    }
  });
};
