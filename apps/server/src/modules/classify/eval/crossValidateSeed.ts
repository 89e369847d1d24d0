import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { CommentLabels } from '../commentClassifier';
import { createEmbeddedClassifier } from '../createEmbeddedClassifier';
import type { SeedComment } from '../seed/seedComment';
import { readSeedFile, SEED_DIRECTORY } from '../seed/seedComments';
import { formatSetScore } from './formatSetScore';
import { reviewCurve, thresholdFor } from './reviewCurve';
import { scoreLabelledSet } from './scoreLabelledSet';

/** How the seed is cut into folds: by whole file (one voice or kind per file) or by comment. */
type Grouping = 'file' | 'text';

/** One out-of-fold comment: its truth and the labels given. */
type OutOfFold = { seed: SeedComment; labels: CommentLabels };

/**
 * `npm run eval:cv`: cross-validation over the seed set only, the figure to tune on (never the blind sets).
 * Grouped by file (the default), each fold's comments were written for voices the model never trained on,
 * which is nearer to comments written by other people than the hash-chosen held-out fifth. Prints every label
 * on the pooled out-of-fold labels, and a table of confidence threshold → share flagged and how often the
 * unflagged comments' cls_type and sentiment are right, and the threshold that flags `--review-share` of the
 * comments (how DEFAULT_REVIEW_THRESHOLD was chosen until session 17; since then on new voices, see its doc).
 */
const main = (): void => {
  const { values } = parseArgs({
    options: {
      folds: { type: 'string', default: '5' },
      group: { type: 'string', default: 'file' },
      /** Train on this file but leave it out of the figures: compares a data change on the same comments. */
      'measure-without': { type: 'string', multiple: true, default: [] },
      'review-share': { type: 'string', default: '0.13' },
    },
  });
  const folds = Number(values.folds);
  const grouping: Grouping = values.group === 'text' ? 'text' : 'file';
  const unmeasured = new Set(values['measure-without']);
  const files = readdirSync(SEED_DIRECTORY)
    .filter((name) => name.endsWith('.jsonl'))
    .sort();
  // A file's fold follows from its name, so adding a seed file leaves the other files' folds as they were.
  const seeds = files.flatMap((name) =>
    readSeedFile(join(SEED_DIRECTORY, name)).map((seed, line) => ({
      seed,
      fold: (grouping === 'file' ? nameHash(name) : nameHash(name) + line) % folds,
      measured: !unmeasured.has(name),
    })),
  );
  const outOfFold: OutOfFold[] = [];
  for (let fold = 0; fold < folds; fold += 1) {
    const train = seeds.filter((entry) => entry.fold !== fold).map((entry) => entry.seed);
    const test = seeds.filter((entry) => entry.fold === fold && entry.measured).map((entry) => entry.seed);
    const classifier = createEmbeddedClassifier({ training: () => train });
    const labels = classifier.classifySync(test.map(({ text }) => ({ text })));
    for (const [index, seed] of test.entries()) outOfFold.push({ seed, labels: labels[index]! });
  }
  const title = `seed ${folds}-fold CV by ${grouping}`;
  console.log(
    formatSetScore(
      title,
      scoreLabelledSet(
        outOfFold.map((entry) => entry.seed),
        outOfFold.map((entry) => entry.labels),
      ),
    ),
  );
  const right = outOfFold.map(
    ({ seed, labels }) => seed.cls_type === labels.cls_type && seed.sentiment === labels.sentiment,
  );
  const confidence = outOfFold.map((entry) => entry.labels.confidence);
  console.log(`\n${title} — confidence threshold → flagged share, unflagged cls_type+sentiment right`);
  console.log(reviewCurve(confidence, right));
  const share = Number(values['review-share']);
  const threshold = thresholdFor(confidence, share);
  console.log(`\n${title} — flagging ${(share * 100).toFixed(1)} %: threshold ${threshold.toFixed(3)}`);
};

/** A small stable hash of a file name (djb2). */
const nameHash = (name: string): number => {
  let hash = 5381;
  for (let i = 0; i < name.length; i += 1) hash = (Math.imul(hash, 33) + name.charCodeAt(i)) >>> 0;
  return hash;
};

main();
