import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { CommentLabels } from '../../classify/commentClassifier';
import { createEmbeddedClassifier } from '../../classify/createEmbeddedClassifier';
import { seedComments } from '../../classify/seed/seedComments';
import type { LabelledText } from '../charBayes';
import { planCommentReply } from '../planCommentReply';
import { NO_DRAFT_POLICIES } from '../replyPolicy';
import { createTrollModel, TROLL_MODEL_SETTINGS, type TrollModel } from '../trollModel';
import { readTrollRows, TROLL_FILES } from '../trollTraining';
import { labelledComment } from './labelledComment';
import { readReferenceReplies } from './readReferenceReplies';

/** The reply sets whose troll rows and genuine rows the decision is checked on (all development; Q since session 20). */
const REPLY_SETS = [
  'reference-replies.jsonl',
  'dev-replies.jsonl',
  ...'bcdefghijklmnopq'.split('').map((letter) => `reference-replies-${letter}.jsonl`),
];

/** Reference rows nobody should answer: a troll or spam row (its reference has no reply). */
const UNANSWERED_KINDS: ReadonlySet<string> = new Set(['troll', 'spam']);

type Row = {
  text: string;
  platform: 'xhs' | 'dy';
  troll: boolean;
  /** Genuine and owed a reply: silencing it is the costly error. */
  owed: boolean;
  noteIsOwn?: boolean;
  source: string;
};

const short = (file: string): string => file.split('/').at(-1) ?? file;

/** The seed set's critiques (cls_type 0, any complaint kind but `flame`): thousands of writers' genuine complaints. */
const seedCritiques = () => seedComments().filter((seed) => seed.cls_type === 0 && seed.neg_type !== 'flame');

const readRows = (withSeeds: boolean): Row[] => [
  ...(withSeeds ? seedCritiques() : []).map((seed) => ({
    text: seed.text,
    platform: 'xhs' as const,
    troll: false,
    owed: true,
    source: 'seed critiques',
  })),
  ...TROLL_FILES.flatMap((file) =>
    readTrollRows(file).map((row) => ({
      text: row.text,
      platform: row.platform as Row['platform'],
      troll: row.troll,
      owed: !row.troll,
      source: short(file),
    })),
  ),
  ...REPLY_SETS.flatMap((name) =>
    readReferenceReplies(join(import.meta.dirname, name)).map((row) => ({
      text: row.text,
      platform: row.platform as Row['platform'],
      troll: row.question_kind === 'troll',
      owed: !UNANSWERED_KINDS.has(row.question_kind) && row.reply !== null && row.reply !== '',
      ...(row.note_source === undefined ? {} : { noteIsOwn: row.note_source === 'own' }),
      source: name,
    })),
  ),
];

/** Trolls silenced and owed comments silenced among rows, with the model given. */
const tally = (rows: Row[], labels: CommentLabels[], model: TrollModel, show: boolean) => {
  let trolls = 0;
  let trollsSilenced = 0;
  let owed = 0;
  let owedSilenced = 0;
  rows.forEach((row, index) => {
    const { policy } = planCommentReply(
      {
        comment: labelledComment(row, labels[index]!),
        ...(row.noteIsOwn === undefined ? {} : { noteIsOwn: row.noteIsOwn }),
      },
      model,
    );
    const silenced = NO_DRAFT_POLICIES.has(policy);
    if (row.troll) {
      trolls += 1;
      if (silenced) trollsSilenced += 1;
      else if (show) console.log(`  DRAFTED troll [${policy}] ${row.text}`);
    }
    if (row.owed) {
      owed += 1;
      if (silenced) {
        owedSilenced += 1;
        if (show) console.log(`  SILENCED [${policy}] ${row.text}`);
      }
    }
  });
  return `trolls silenced ${trollsSilenced}/${trolls}, genuine silenced ${owedSilenced}/${owed}`;
};

/**
 * `npx tsx …/leaveOneFileOut.ts [--model chars] [--threshold t] [--show] [--seed]`: the troll decision measured by
 * writer (session 20). Each troll file is written by another annotator, so a learned decision is trained on the
 * other files and scored on the whole left-out one: wordings one writer uses cannot carry it (five files since
 * session 21, the first blind file a fold of its own). The reply sets (A, dev, B–Q) are scored with the model
 * trained on all the files: their troll rows, and every row owed a reply.
 */
const main = (): void => {
  const { values } = parseArgs({
    options: {
      model: { type: 'string', default: 'current' },
      threshold: { type: 'string', multiple: true },
      show: { type: 'boolean', default: false },
      /** Also score the seed set's critiques (4,571 genuine rows, slow): what a decision costs on many writers. */
      seed: { type: 'boolean', default: false },
    },
  });
  const rows = readRows(Boolean(values.seed));
  const classifier = createEmbeddedClassifier({ training: () => seedComments() });
  const labels = classifier.classifySync(rows.map((row) => ({ text: row.text })));
  const thresholds =
    values.model === 'current'
      ? [TROLL_MODEL_SETTINGS.threshold]
      : (values.threshold ?? ['off']).map((value) => (value === 'off' ? null : Number(value)));
  const training = (files: readonly string[]): LabelledText[] =>
    rows.filter((row) => files.includes(row.source)).map((row) => ({ text: row.text, troll: row.troll }));
  const sources = [...new Set(rows.map((row) => row.source))];
  const pick = (source: string) => {
    const indices = rows.flatMap((row, index) => (row.source === source ? [index] : []));
    return { rows: indices.map((index) => rows[index]!), labels: indices.map((index) => labels[index]!) };
  };
  for (const threshold of thresholds) {
    const settings = { ...TROLL_MODEL_SETTINGS, threshold };
    console.log(`\n== model ${values.model}, threshold ${threshold ?? 'off'}`);
    const trollFiles = TROLL_FILES.map(short);
    for (const file of trollFiles) {
      const model = createTrollModel(training(trollFiles.filter((other) => other !== file)), settings);
      const part = pick(file);
      console.log(`${file} (left out): ${tally(part.rows, part.labels, model, Boolean(values.show))}`);
    }
    for (const source of sources.filter((name) => !trollFiles.includes(name))) {
      const model = createTrollModel(training(trollFiles), settings);
      const part = pick(source);
      console.log(`${source}: ${tally(part.rows, part.labels, model, Boolean(values.show))}`);
    }
  }
};

main();
