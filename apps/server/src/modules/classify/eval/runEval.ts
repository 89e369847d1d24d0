import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { CLS_TYPES, CONTENT_TYPES, NEG_TYPES, SENTIMENTS } from '@notedesk/contract';
import { createEmbeddedClassifier } from '../createEmbeddedClassifier';
import { seedComments } from '../seed/seedComments';
import { splitSeed } from '../seed/splitSeed';
import { formatMetrics } from './formatMetrics';
import { type LabelMetrics, labelMetrics } from './labelMetrics';
import { readReviewsCsv } from './readReviewsCsv';

/**
 * `npm run eval`: (a) the four labels on the seed set's held-out split, which no model trains on, and
 * (b) sentiment on the real-reviews benchmark's test.csv (measure only). `--reviews dev` measures on
 * dev.csv instead, the file that may be looked at while tuning.
 */
const main = (): void => {
  const { values } = parseArgs({
    options: { reviews: { type: 'string', default: 'test' }, benchmarks: { type: 'string' } },
  });
  const benchmarks = values.benchmarks ?? join(import.meta.dirname, '../../../../../../../shared/benchmarks');
  const { train, heldOut } = splitSeed(seedComments());
  const classifier = createEmbeddedClassifier({ training: () => train });
  const warm = classifier.warmUp();
  console.log(
    `Trained on ${warm.examples} seed comments in ${warm.trainingMs.toFixed(0)} ms (tokenizer: ${warm.tokenizer}); held-out: ${heldOut.length}`,
  );

  const predicted = classifier.classifySync(heldOut.map((seed) => ({ text: seed.text })));
  const summary: LabelMetrics[] = [];
  const report = (metrics: LabelMetrics, title: string) => {
    summary.push(metrics);
    console.log(`\n${formatMetrics(title, metrics)}`);
  };
  const pairs = <T>(actual: (index: number) => T, guess: (index: number) => T) =>
    heldOut.map((_, index) => ({ actual: String(actual(index)), predicted: String(guess(index)) }));
  const at = (index: number) => predicted[index]!;
  report(
    labelMetrics(
      'cls_type',
      CLS_TYPES.map(String),
      pairs(
        (i) => heldOut[i]!.cls_type,
        (i) => at(i).cls_type,
      ),
    ),
    'held-out',
  );
  report(
    labelMetrics(
      'sentiment',
      SENTIMENTS,
      pairs(
        (i) => heldOut[i]!.sentiment,
        (i) => at(i).sentiment,
      ),
    ),
    'held-out',
  );
  report(
    labelMetrics(
      'content_type',
      CONTENT_TYPES,
      pairs(
        (i) => heldOut[i]!.content_type,
        (i) => at(i).content_type,
      ),
    ),
    'held-out',
  );
  // neg_type is scored on the comments that are truly negative: what staff see for a complaint.
  const negatives = heldOut.flatMap((seed, index) =>
    seed.neg_type ? [{ actual: seed.neg_type, predicted: String(at(index).neg_type) }] : [],
  );
  report(labelMetrics('neg_type (true negatives)', NEG_TYPES, negatives), 'held-out');

  const flagged = predicted.filter((labels) => labels.needs_review).length;
  const sureRight = predicted.filter(
    (labels, i) => !labels.needs_review && labels.cls_type === heldOut[i]!.cls_type,
  ).length;
  console.log(
    `\nheld-out needs_review: ${flagged}/${heldOut.length}; cls_type accuracy when not flagged: ${(sureRight / Math.max(1, heldOut.length - flagged)).toFixed(3)}`,
  );

  const reviews = readReviewsCsv(join(benchmarks, 'real-reviews', `${values.reviews}.csv`));
  const reviewLabels = classifier.classifySync(reviews.map((review) => ({ text: review.text })));
  report(
    labelMetrics(
      'sentiment',
      ['positive', 'negative'],
      reviews.map((review, index) => ({
        actual: review.sentiment,
        predicted: reviewLabels[index]!.sentiment,
      })),
    ),
    `real-reviews ${values.reviews}.csv`,
  );

  console.log('\n| set | label | n | accuracy | macro-F1 |\n|---|---|---|---|---|');
  summary.forEach((metrics, index) => {
    const set = index < 4 ? 'seed held-out' : `real-reviews ${values.reviews}`;
    console.log(
      `| ${set} | ${metrics.label} | ${metrics.count} | ${metrics.accuracy.toFixed(3)} | ${metrics.macroF1.toFixed(3)} |`,
    );
  });
};

main();
