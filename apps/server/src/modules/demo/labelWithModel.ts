import type { CommentClassifier, CommentLabels } from '../classify/commentClassifier';
import type { FullRow } from './demoContentRepository';

/** Classifies a batch synchronously (the embedded classifier's `classifySync`). */
export type ClassifyBatch = (inputs: Parameters<CommentClassifier['classify']>[0]) => CommentLabels[];

/**
 * Gives the generated comments the labels the embedded classifier gives them, as an import would, so the
 * demo shows what the product really does (including its mistakes and needs_review flags). Comments the
 * generator marked as staff corrections keep the generator's intended labels: a person set those.
 */
export const labelWithModel = (
  rows: Array<FullRow<'comments'>>,
  noteTitles: ReadonlyMap<number, string>,
  classify: ClassifyBatch,
): void => {
  const machine = rows.filter((row) => row.cls_source !== 'staff');
  const labels = classify(
    machine.map((row) => ({ text: row.content, noteTitle: noteTitles.get(row.note_id ?? -1) ?? '' })),
  );
  machine.forEach((row, index) => {
    const label = labels[index]!;
    row.cls_type = label.cls_type;
    row.sentiment = label.sentiment;
    row.neg_type = label.neg_type;
    row.content_type = label.content_type;
    row.cls_confidence = label.confidence;
    row.needs_review = label.needs_review ? 1 : 0;
    row.spam = label.spam ? 1 : 0;
    row.cls_reason = label.reason ?? '';
    row.cls_source = 'model';
  });
};
