import type { TSentiment } from '@notedesk/contract';
import type { EmbeddedLabels } from './createEmbeddedClassifier';

/** The label columns of a stored comment that a relabel compares and writes. */
export type StoredLabels = {
  cls_type: number | null;
  sentiment: TSentiment | null;
  neg_type: string | null;
  content_type: string | null;
  cls_confidence: number | null;
  needs_review: number;
  spam: number;
  cls_reason: string;
};

/** The label columns a relabel reads (select lists of the relabel migrations and the tenant relabel). */
export const STORED_LABEL_COLUMNS = [
  'cls_type',
  'sentiment',
  'neg_type',
  'content_type',
  'cls_confidence',
  'needs_review',
  'spam',
  'cls_reason',
] as const satisfies readonly (keyof StoredLabels)[];

/** The columns to write for a stored comment given the model's labels now; undefined when nothing changed. */
export const changedLabelColumns = (
  comment: Record<keyof StoredLabels, unknown>,
  label: EmbeddedLabels,
): StoredLabels | undefined => {
  const next: StoredLabels = {
    cls_type: label.cls_type,
    sentiment: label.sentiment,
    neg_type: label.neg_type,
    content_type: label.content_type,
    cls_confidence: label.confidence,
    needs_review: label.needs_review ? 1 : 0,
    spam: label.spam ? 1 : 0,
    cls_reason: label.reason,
  };
  const same = (Object.keys(next) as (keyof StoredLabels)[]).every(
    (column) => String(next[column]) === String(comment[column]),
  );
  return same ? undefined : next;
};
