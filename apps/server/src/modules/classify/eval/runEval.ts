import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { createEmbeddedClassifier } from '../createEmbeddedClassifier';
import { seedComments } from '../seed/seedComments';
import { splitSeed } from '../seed/splitSeed';
import { formatMetrics } from './formatMetrics';
import { formatSetScore } from './formatSetScore';
import { labelMetrics } from './labelMetrics';
import { type LabelledComment, readLabelledComments } from './readLabelledComments';
import { readReviewsCsv } from './readReviewsCsv';
import { type SetScore, scoreLabelledSet } from './scoreLabelledSet';
import { summaryTable } from './summaryTable';

/**
 * The held-out sets, each written by an independent annotator in a separate session and never trained on:
 * heldout-b (session 8), heldout-c (session 9), heldout-d (session 10), heldout-e (session 11; read and tuned on
 * since, a development set), heldout-f (session 12), heldout-g (session 14) and heldout-h (session 14 round 2),
 * each run several times since but never read or tuned on, heldout-i (session 15, a development set since session 16),
 * heldout-j (session 15 round 4, run once since), heldout-k (session 16, a development set since round 6), heldout-l (session 17,
 * a development set since round 8), heldout-m (session 17 round 8, a development set since session 18), heldout-n
 * (session 18 round 9, a development set since session 19) and heldout-o (session 19 round 11, blind: the honest
 * figure at its first run).
 * Each is measured when its file is there; the top README counts the runs.
 */
const BLIND_SETS = [
  { option: 'heldout-b', title: 'second held-out, blind (heldout-b)' },
  { option: 'heldout-c', title: 'third held-out, blind (heldout-c)' },
  { option: 'heldout-d', title: 'fourth held-out, blind (heldout-d)' },
  { option: 'heldout-e', title: 'fifth held-out, development since session 12 (heldout-e)' },
  { option: 'heldout-f', title: 'sixth held-out, run several times (heldout-f)' },
  { option: 'heldout-g', title: 'seventh held-out, never read or tuned on (heldout-g)' },
  { option: 'heldout-h', title: 'eighth held-out, never read or tuned on (heldout-h)' },
  { option: 'heldout-i', title: 'ninth held-out, development since session 16 (heldout-i)' },
  { option: 'heldout-j', title: 'tenth held-out, run once before (heldout-j)' },
  { option: 'heldout-k', title: 'eleventh held-out, development since session 16 round 6 (heldout-k)' },
  { option: 'heldout-l', title: 'twelfth held-out, development since session 17 round 8 (heldout-l)' },
  { option: 'heldout-m', title: 'thirteenth held-out, development since session 18 (heldout-m)' },
  { option: 'heldout-n', title: 'fourteenth held-out, development since session 19 (heldout-n)' },
  { option: 'heldout-o', title: 'fifteenth held-out, blind (heldout-o)' },
] as const;
const blindPath = (option: string): string => join(import.meta.dirname, option, 'comments.jsonl');
/** Our own check set, written in a separate pass before tuning; never trained on. */
const OWN_CHECK = join(import.meta.dirname, 'own-check', 'comments.jsonl');

/**
 * `npm run eval`: every label on (a) the seed set's held-out fifth, (b) our own check set, (c) the blind sets
 * `eval/heldout-b` … `eval/heldout-o` (`comments.jsonl`) when they exist (heldout-o is the honest figure),
 * and sentiment on the real-reviews benchmark's test.csv (measure only). `--reviews dev` measures on dev.csv
 * instead, the file that may be looked at while tuning; `--heldout-b <file>` / `--heldout-c <file>` read a
 * blind set from elsewhere (`--heldout-d` … `--heldout-o` too; a path that does not exist skips it: how to run the rest
 * while tuning).
 */
const main = (): void => {
  const { values } = parseArgs({
    options: {
      reviews: { type: 'string', default: 'test' },
      benchmarks: { type: 'string' },
      'heldout-b': { type: 'string', default: blindPath('heldout-b') },
      'heldout-c': { type: 'string', default: blindPath('heldout-c') },
      'heldout-d': { type: 'string', default: blindPath('heldout-d') },
      'heldout-e': { type: 'string', default: blindPath('heldout-e') },
      'heldout-f': { type: 'string', default: blindPath('heldout-f') },
      'heldout-g': { type: 'string', default: blindPath('heldout-g') },
      'heldout-h': { type: 'string', default: blindPath('heldout-h') },
      'heldout-i': { type: 'string', default: blindPath('heldout-i') },
      'heldout-j': { type: 'string', default: blindPath('heldout-j') },
      'heldout-k': { type: 'string', default: blindPath('heldout-k') },
      'heldout-l': { type: 'string', default: blindPath('heldout-l') },
      'heldout-m': { type: 'string', default: blindPath('heldout-m') },
      'heldout-n': { type: 'string', default: blindPath('heldout-n') },
      'heldout-o': { type: 'string', default: blindPath('heldout-o') },
    },
  });
  const benchmarks = values.benchmarks ?? join(import.meta.dirname, '../../../../../../../shared/benchmarks');
  const { train, heldOut } = splitSeed(seedComments());
  const classifier = createEmbeddedClassifier({ training: () => train });
  const warm = classifier.warmUp();
  console.log(
    `Trained on ${warm.examples} seed comments in ${warm.trainingMs.toFixed(0)} ms (tokenizer: ${warm.tokenizer}); held-out fifth: ${heldOut.length}`,
  );
  const score = (comments: readonly LabelledComment[]): SetScore =>
    scoreLabelledSet(comments, classifier.classifySync(comments.map(({ text }) => ({ text }))));

  const sets: { set: string; score: SetScore }[] = [];
  const measure = (set: string, comments: readonly LabelledComment[]) => {
    const result = score(comments);
    sets.push({ set, score: result });
    console.log(`\n${formatSetScore(set, result)}`);
  };
  measure('seed held-out fifth', heldOut);
  measure('own check set', readLabelledComments(OWN_CHECK).comments);
  for (const blind of BLIND_SETS) {
    const path = values[blind.option];
    if (!existsSync(path)) {
      console.log(`\n${blind.title}: ${path} not present; not measured`);
      continue;
    }
    const { comments, skipped } = readLabelledComments(path);
    for (const line of skipped) console.log(`skipped ${line}`);
    measure(blind.title, comments);
  }

  const reviews = readReviewsCsv(join(benchmarks, 'real-reviews', `${values.reviews}.csv`));
  const reviewLabels = classifier.classifySync(reviews.map((review) => ({ text: review.text })));
  const reviewSentiment = labelMetrics(
    'sentiment',
    ['positive', 'negative'],
    reviews.map((review, index) => ({ actual: review.sentiment, predicted: reviewLabels[index]!.sentiment })),
  );
  console.log(`\n${formatMetrics(`real-reviews ${values.reviews}.csv`, reviewSentiment)}`);

  console.log(`\n${summaryTable(sets)}`);
  console.log(
    `| real-reviews ${values.reviews}.csv | ${reviewSentiment.count} | – | ${reviewSentiment.accuracy.toFixed(3)} | – | – | – | – | – | – |`,
  );
};

main();
