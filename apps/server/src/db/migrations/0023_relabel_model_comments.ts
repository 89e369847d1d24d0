import type { Kysely } from 'kysely';
import { reclassifyStoredComments } from './reclassifyStoredComments';

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped schema builder
type AnyDb = Kysely<any>;

type StoredComment = {
  id: number;
  content: string;
  cls_type: number | null;
  sentiment: string | null;
  neg_type: string | null;
  content_type: string | null;
  cls_confidence: number | null;
  needs_review: number;
  spam: number;
  cls_reason: string;
};

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
        .select([
          'id',
          'content',
          'cls_type',
          'sentiment',
          'neg_type',
          'content_type',
          'cls_confidence',
          'needs_review',
          'spam',
          'cls_reason',
        ])
        .where('id', '>', after)
        .where('cls_source', '=', 'model')
        .where('tenant_id', 'not in', db.selectFrom('tenant_classifiers').select('tenant_id'))
        .orderBy('id')
        .limit(limit)
        .execute(),
    (comment, label) => {
      const next = {
        cls_type: label.cls_type,
        sentiment: label.sentiment,
        neg_type: label.neg_type,
        content_type: label.content_type,
        cls_confidence: label.confidence,
        needs_review: label.needs_review ? 1 : 0,
        spam: label.spam ? 1 : 0,
        cls_reason: label.reason,
      };
      const same = (Object.keys(next) as (keyof typeof next)[]).every(
        (column) => String(next[column]) === String(comment[column]),
      );
      return same ? undefined : next;
    },
  );
};
