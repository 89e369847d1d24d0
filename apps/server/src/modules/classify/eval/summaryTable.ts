import type { SetScore } from './scoreLabelledSet';

const f3 = (value: number): string => value.toFixed(3);

/** The figures the issue's targets are stated in, one Markdown row per evaluation set. */
export const summaryTable = (sets: readonly { set: string; score: SetScore }[]): string =>
  [
    '| set | n | cls_type macro-F1 | sentiment accuracy | content_type macro-F1 | customer_requirement recall | neg_type macro-F1 | spam P / R / F1 | needs_review share | unflagged right (cls_type+sentiment / all four) |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...sets.map(
      ({ set, score }) =>
        `| ${set} | ${score.count} | ${f3(score.cls.macroF1)} | ${f3(score.sentiment.accuracy)} | ${f3(score.content.macroF1)} | ${f3(score.customerRequirementRecall)} | ${f3(score.negType.macroF1)} | ${score.spam.support ? `${f3(score.spam.precision)} / ${f3(score.spam.recall)} / ${f3(score.spam.f1)}` : `– (${score.spam.predicted} flagged)`} | ${f3(score.review.share)} | ${f3(score.review.unflaggedClsSentimentRight)} / ${f3(score.review.unflaggedAllRight)} |`,
    ),
  ].join('\n');
