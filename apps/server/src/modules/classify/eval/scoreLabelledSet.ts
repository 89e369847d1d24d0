import { CLS_TYPES, CONTENT_TYPES, NEG_TYPES, SENTIMENTS } from '@notedesk/contract';
import type { CommentLabels } from '../commentClassifier';
import { type LabelMetrics, labelMetrics } from './labelMetrics';
import type { LabelledComment } from './readLabelledComments';

/** Precision, recall and F1 of one yes/no label. */
export type BinaryScore = {
  support: number;
  predicted: number;
  precision: number;
  recall: number;
  f1: number;
};

/** Every label of a set, measured the way the targets are stated. */
export type SetScore = {
  count: number;
  cls: LabelMetrics;
  sentiment: LabelMetrics;
  content: LabelMetrics;
  /** Scored on the comments that are truly negative: what staff see for a complaint. */
  negType: LabelMetrics;
  customerRequirementRecall: number;
  spam: BinaryScore;
  /** Share flagged needs_review, and how often the labels of the others are right. */
  review: { flagged: number; share: number; unflaggedClsSentimentRight: number; unflaggedAllRight: number };
};

const binary = (pairs: readonly { actual: boolean; predicted: boolean }[]): BinaryScore => {
  const truePositive = pairs.filter((pair) => pair.actual && pair.predicted).length;
  const support = pairs.filter((pair) => pair.actual).length;
  const predicted = pairs.filter((pair) => pair.predicted).length;
  const precision = predicted ? truePositive / predicted : 0;
  const recall = support ? truePositive / support : 0;
  const f1 = precision + recall ? (2 * precision * recall) / (precision + recall) : 0;
  return { support, predicted, precision, recall, f1 };
};

/** Scores the labels a classifier gave (same order as `comments`) against the set's own labels. */
export const scoreLabelledSet = (
  comments: readonly LabelledComment[],
  predicted: readonly CommentLabels[],
): SetScore => {
  const pairs = (pick: (labels: LabelledComment | CommentLabels) => unknown) =>
    comments.map((comment, index) => ({
      actual: String(pick(comment)),
      predicted: String(pick(predicted[index]!)),
    }));
  const content = labelMetrics(
    'content_type',
    CONTENT_TYPES,
    pairs((labels) => labels.content_type),
  );
  const negatives = comments.flatMap((comment, index) =>
    comment.neg_type ? [{ actual: comment.neg_type, predicted: String(predicted[index]!.neg_type) }] : [],
  );
  const unflagged = comments.flatMap((comment, index) =>
    predicted[index]!.needs_review ? [] : [{ comment, labels: predicted[index]! }],
  );
  const share = (count: number, of: number) => (of ? count / of : 0);
  const clsSentimentRight = ({ comment, labels }: (typeof unflagged)[number]) =>
    comment.cls_type === labels.cls_type && comment.sentiment === labels.sentiment;
  return {
    count: comments.length,
    cls: labelMetrics(
      'cls_type',
      CLS_TYPES.map(String),
      pairs((labels) => labels.cls_type),
    ),
    sentiment: labelMetrics(
      'sentiment',
      SENTIMENTS,
      pairs((labels) => labels.sentiment),
    ),
    content,
    negType: labelMetrics('neg_type (true negatives)', NEG_TYPES, negatives),
    customerRequirementRecall:
      content.perClass.find((entry) => entry.name === 'customer_requirement')?.recall ?? 0,
    spam: binary(
      comments.map((comment, index) => ({
        actual: comment.spam,
        predicted: predicted[index]!.spam === true,
      })),
    ),
    review: {
      flagged: comments.length - unflagged.length,
      share: share(comments.length - unflagged.length, comments.length),
      unflaggedClsSentimentRight: share(unflagged.filter(clsSentimentRight).length, unflagged.length),
      unflaggedAllRight: share(
        unflagged.filter(
          (entry) =>
            clsSentimentRight(entry) &&
            entry.comment.content_type === entry.labels.content_type &&
            (entry.comment.neg_type ?? null) === (entry.labels.neg_type ?? null),
        ).length,
        unflagged.length,
      ),
    },
  };
};
