import { formatMetrics } from './formatMetrics';
import type { SetScore } from './scoreLabelledSet';

const f3 = (value: number): string => value.toFixed(3);

/** The four confusion matrices, then one line each for spam and needs_review. */
export const formatSetScore = (title: string, score: SetScore): string =>
  [
    ...[score.cls, score.sentiment, score.content, score.negType].map((metrics) =>
      formatMetrics(title, metrics),
    ),
    `${title} — content_type customer_requirement recall: ${f3(score.customerRequirementRecall)}`,
    `${title} — spam: n=${score.spam.support} predicted=${score.spam.predicted} precision=${f3(score.spam.precision)} recall=${f3(score.spam.recall)} F1=${f3(score.spam.f1)}`,
    `${title} — needs_review: ${score.review.flagged}/${score.count} (${f3(score.review.share)}); unflagged right (cls_type and sentiment): ${f3(score.review.unflaggedClsSentimentRight)}, all four labels: ${f3(score.review.unflaggedAllRight)}`,
  ].join('\n\n');
