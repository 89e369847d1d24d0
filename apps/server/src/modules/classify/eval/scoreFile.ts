import { basename } from 'node:path';
import { parseArgs } from 'node:util';
import { createEmbeddedClassifier } from '../createEmbeddedClassifier';
import { seedComments } from '../seed/seedComments';
import { splitSeed } from '../seed/splitSeed';
import { formatSetScore } from './formatSetScore';
import { readLabelledComments } from './readLabelledComments';
import { reviewCurve } from './reviewCurve';
import { type SetScore, scoreLabelledSet } from './scoreLabelledSet';
import { summaryTable } from './summaryTable';

/**
 * `npm run eval:file -- <file.jsonl> …`: scores the classifier the server runs (the seed's train split) on
 * any labelled JSONL, with the blind sets' metrics. Comments whose text is in the scored file are left out
 * of training, so a file already copied into seed/ is still scored unseen — how each new annotator file is
 * measured before it joins the training data. `--summary` prints only the table rows; `--threshold 0.538` (repeatable)
 * adds each file's review curve, also at those thresholds.
 */
const main = (): void => {
  const { values, positionals } = parseArgs({
    options: {
      summary: { type: 'boolean', default: false },
      /** Print each file's confidence curve, also at these review thresholds (e.g. `--threshold 0.538`). */
      threshold: { type: 'string', multiple: true, default: [] },
    },
    allowPositionals: true,
  });
  const sets: { set: string; score: SetScore }[] = [];
  for (const path of positionals) {
    const { comments, skipped } = readLabelledComments(path);
    for (const line of skipped) console.log(`skipped ${line}`);
    const scored = new Set(comments.map((comment) => comment.text.trim()));
    const train = splitSeed(seedComments()).train.filter((seed) => !scored.has(seed.text.trim()));
    const classifier = createEmbeddedClassifier({ training: () => train });
    const labels = classifier.classifySync(comments.map(({ text }) => ({ text })));
    const score = scoreLabelledSet(comments, labels);
    sets.push({ set: basename(path), score });
    if (!values.summary) console.log(`\n${formatSetScore(basename(path), score)}`);
    if (values.threshold.length) {
      const right = comments.map(
        (comment, index) =>
          comment.cls_type === labels[index]!.cls_type && comment.sentiment === labels[index]!.sentiment,
      );
      const confidence = labels.map((label) => label.confidence);
      console.log(
        `\n${basename(path)} — confidence threshold → flagged share, unflagged cls_type+sentiment right`,
      );
      console.log(reviewCurve(confidence, right, values.threshold.map(Number)));
    }
  }
  console.log(`\n${summaryTable(sets)}`);
};

main();
