import { createEmbeddedClassifier } from '../../classify/createEmbeddedClassifier';
import { seedComments } from '../../classify/seed/seedComments';
import { readComment, situationHolds } from '../commentSignals';
import { NO_DRAFT_POLICIES, replyPolicy } from '../replyPolicy';
import { createTrollModel, TROLL_MODEL_SETTINGS } from '../trollModel';
import { isHeldOut, readTrollRows, TROLL_FILES } from '../trollTraining';
import { labelledComment } from './labelledComment';

const FOLDS = 5;
const THRESHOLDS = [-0.5, 0, 0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4, 5, 6];

/**
 * `npx tsx …/crossValidateTrollModel.ts`: chooses the learned troll decision's threshold (trollModel.json) on the
 * development four fifths of the troll files only. Five folds (by row position): the model is trained on four and
 * scores the fifth; each threshold's combined decision (the build's rules, then the model for comments with no case
 * of their own) is scored on every development row. Never reads a held-out row.
 */
const main = (): void => {
  const rows = TROLL_FILES.flatMap((file) =>
    readTrollRows(file)
      .filter((row) => !isHeldOut(row.text))
      .map((row) => ({ ...row, file: file.split('/').at(-1) ?? '' })),
  );
  const classifier = createEmbeddedClassifier({ training: () => seedComments() });
  const labels = classifier.classifySync(rows.map((row) => ({ text: row.text })));
  const scores = new Array<number>(rows.length);
  for (let fold = 0; fold < FOLDS; fold += 1) {
    const model = createTrollModel(
      rows.filter((_, index) => index % FOLDS !== fold),
      { ...TROLL_MODEL_SETTINGS, threshold: null },
    );
    rows.forEach((row, index) => {
      if (index % FOLDS === fold) scores[index] = model.score(row.text);
    });
  }
  const decide = (threshold: number | null) =>
    rows.map((row, index) => {
      const comment = labelledComment(
        row as unknown as { text: string; platform: 'xhs' | 'dy' },
        labels[index]!,
      );
      const signals = {
        ...readComment(row.text),
        learnedTroll: threshold !== null && scores[index]! >= threshold,
      };
      return replyPolicy(comment, signals, (name) => situationHolds(name, row.text));
    });
  const report = (name: string, threshold: number | null) => {
    const policies = decide(threshold);
    const line = (subset: number[]) => {
      const called = subset.filter((index) => policies[index] === 'troll');
      const hits = called.filter((index) => rows[index]!.troll).length;
      const trolls = subset.filter((index) => rows[index]!.troll).length;
      const silenced = subset.filter(
        (index) => !rows[index]!.troll && NO_DRAFT_POLICIES.has(policies[index]!),
      ).length;
      return `P ${hits}/${called.length} R ${hits}/${trolls} silenced ${silenced}/${subset.length - trolls}`;
    };
    const all = rows.map((_, index) => index);
    const perFile = TROLL_FILES.map((file) => file.split('/').at(-1)).map(
      (file) =>
        `${file?.replace('troll-decisions', 'f').replace('.jsonl', '')}: ${line(all.filter((index) => rows[index]!.file === file))}`,
    );
    console.log(`${name}\tall: ${line(all)}\n\t${perFile.join('\n\t')}`);
  };
  report('rules only', null);
  for (const threshold of THRESHOLDS) report(`threshold ${threshold}`, threshold);
};

main();
