import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { CommentLabels } from '../commentClassifier';
import { createEmbeddedClassifier } from '../createEmbeddedClassifier';
import type { SeedComment } from '../seed/seedComment';
import { readSeedFile, SEED_DIRECTORY } from '../seed/seedComments';
import { formatSetScore } from './formatSetScore';
import { scoreLabelledSet } from './scoreLabelledSet';

/** How the seed is cut into folds: by whole file (one voice or kind per file) or by a hash of the text. */
type Grouping = 'file' | 'text';

/**
 * `npm run eval:cv`: cross-validation over the seed set only, the figure to tune on (never the blind sets).
 * Grouped by file (the default), each fold's comments were written for voices the model never trained on,
 * which is nearer to comments written by other people than the hash-chosen held-out fifth. Prints every label
 * on the pooled out-of-fold labels, and for the confidence a table of threshold → share flagged and how often
 * the unflagged comments' cls_type and sentiment are right, to choose the review threshold from.
 */
const main = (): void => {
  const { values } = parseArgs({
    options: {
      folds: { type: 'string', default: '5' },
      group: { type: 'string', default: 'file' },
      /** Train on this file but leave it out of the figures: compares a data change on the same comments. */
      'measure-without': { type: 'string', multiple: true, default: [] },
    },
  });
  const unmeasured = new Set(values['measure-without']);
  const folds = Number(values.folds);
  const grouping: Grouping = values.group === 'text' ? 'text' : 'file';
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
  const truth: SeedComment[] = [];
  const predicted: CommentLabels[] = [];
  for (let fold = 0; fold < folds; fold += 1) {
    const train = seeds.filter((entry) => entry.fold !== fold).map((entry) => entry.seed);
    const test = seeds.filter((entry) => entry.fold === fold && entry.measured).map((entry) => entry.seed);
    const classifier = createEmbeddedClassifier({ training: () => train });
    truth.push(...test);
    predicted.push(...classifier.classifySync(test.map(({ text }) => ({ text }))));
  }
  const title = `seed ${folds}-fold CV by ${grouping}`;
  console.log(formatSetScore(title, scoreLabelledSet(truth, predicted)));
  console.log(`\n${title} — confidence threshold → flagged share, unflagged cls_type+sentiment right`);
  for (let threshold = 0.4; threshold <= 0.8001; threshold += 0.02) {
    const unflagged = truth.flatMap((seed, index) =>
      predicted[index]!.confidence >= threshold ? [{ seed, labels: predicted[index]! }] : [],
    );
    const right = unflagged.filter(
      ({ seed, labels }) => seed.cls_type === labels.cls_type && seed.sentiment === labels.sentiment,
    ).length;
    console.log(
      `  ${threshold.toFixed(2)}  flagged ${(1 - unflagged.length / truth.length).toFixed(3)}  unflagged right ${(right / (unflagged.length || 1)).toFixed(3)}`,
    );
  }
};

/** A small stable hash of a file name (djb2). */
const nameHash = (name: string): number => {
  let hash = 5381;
  for (let i = 0; i < name.length; i += 1) hash = (Math.imul(hash, 33) + name.charCodeAt(i)) >>> 0;
  return hash;
};

main();
