import type { Kysely } from 'kysely';
import {
  changedLabelColumns,
  STORED_LABEL_COLUMNS,
  type StoredLabels,
} from '../../modules/classify/changedLabelColumns';
import { reclassifyStoredComments } from './reclassifyStoredComments';

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped schema builder
type AnyDb = Kysely<any>;

type StoredComment = Record<keyof StoredLabels, unknown> & { id: number; content: string };

/**
 * Session 9 (issue #14): the embedded classifier reads neg_type better (complaint-topic cues, more seed
 * comments) and flags needs_review at a threshold chosen by cross-validation on the seed. Comments the
 * embedded model labelled before (`cls_source = 'model'`) are classified once more, as migration 0017 did, so
 * the negatives queue and the review flag mean the same for old and new comments. Left alone: staff labels (a
 * person read them), LLM labels, and the comments of tenants with a retrained model of their own (their
 * labels came from that model, not the seed one). Only rows whose labels change are written.
 */
export const up = async (db: AnyDb): Promise<void> => {
  await reclassifyStoredComments(
    db,
    (after, limit): Promise<StoredComment[]> =>
      db
        .selectFrom('comments')
        .select(['id', 'content', ...STORED_LABEL_COLUMNS])
        .where('id', '>', after)
        .where('cls_source', '=', 'model')
        .where('tenant_id', 'not in', db.selectFrom('tenant_classifiers').select('tenant_id'))
        .orderBy('id')
        .limit(limit)
        .execute(),
    (comment: StoredComment, label) => changedLabelColumns(comment, label),
  );
};
