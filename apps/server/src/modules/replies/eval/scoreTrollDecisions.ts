import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { createEmbeddedClassifier } from '../../classify/createEmbeddedClassifier';
import { seedComments } from '../../classify/seed/seedComments';
import { planCommentReply } from '../planCommentReply';
import { NO_DRAFT_POLICIES } from '../replyPolicy';
import { isHeldOut } from '../trollTraining';
import { labelledComment } from './labelledComment';

/**
 * Troll files written blind by an independent annotator: scored whole as one part, the honest figure, never split
 * into fifths and never printed row by row (`--show` skips them). Skipped while missing. troll-decisions-blind.jsonl
 * (session 20) had its blind run in round trolls5 and is development data since the lead read its silenced rows;
 * troll-decisions-blind2.jsonl (session 21, written on `s21-annottroll2`) is blind.
 */
const BLIND_FILES: ReadonlySet<string> = new Set(['troll-decisions-blind2.jsonl']);

/** One row of troll-decisions.jsonl (eval/README.md, "Troll decisions"). */
type TrollRow = { text: string; platform: 'xhs' | 'dy'; troll: boolean; kind: string; why: string };

const pct = (count: number, total: number): string =>
  `${count}/${total} (${total === 0 ? '—' : ((100 * count) / total).toFixed(0)} %)`;

/**
 * `npm run eval:trolls`: the reply policy's troll decision on troll-decisions.jsonl (session 16),
 * troll-decisions-2.jsonl, troll-decisions-3.jsonl (session 17) and troll-decisions-4.jsonl (session 18), each written
 * independently (skipped while missing), with the labels the embedded
 * classifier gives on import. Precision and recall of "troll" (no draft) on each file's development four fifths, and
 * with `--held-out` on each held-out fifth (run that once, after the last change to the decision); "silenced" counts
 * genuine rows that got no draft for any reason (troll, spam…), the error that costs most. `--show` prints the
 * development rows decided wrongly, never a held-out row. `--file <path>` (repeatable) scores other files; `--all`
 * scores a file whole (for the first, honest run of a file nobody has tuned on). A blind file (BLIND_FILES:
 * troll-decisions-blind2.jsonl, session 21) is always scored whole as the blind figure and never shown row by row;
 * it is scored only when named (`--file …/troll-decisions-blind2.jsonl`), so a development run never prints it.
 */
const main = (): void => {
  const { values } = parseArgs({
    options: {
      file: {
        type: 'string',
        multiple: true,
        default: [
          'troll-decisions.jsonl',
          'troll-decisions-2.jsonl',
          'troll-decisions-3.jsonl',
          'troll-decisions-4.jsonl',
          'troll-decisions-blind.jsonl',
        ].map((name) => join(import.meta.dirname, name)),
      },
      show: { type: 'boolean', default: false },
      /** Print the held-out fifths' figures: once, after the last change to the troll decision. */
      'held-out': { type: 'boolean', default: false },
      /** Score every row of each file as one part (no fifths printed): a file's first run before anyone read it. */
      all: { type: 'boolean', default: false },
    },
  });
  const classifier = createEmbeddedClassifier({ training: () => seedComments() });
  for (const file of values.file ?? []) scoreFile(file, classifier, values);
};

type ScoreOptions = { show?: boolean; 'held-out'?: boolean; all?: boolean };

const scoreFile = (
  file: string,
  classifier: ReturnType<typeof createEmbeddedClassifier>,
  options: ScoreOptions,
): void => {
  const name = file.split('/').at(-1);
  if (!existsSync(file)) {
    console.log(`\n(skipped ${name}: not there yet)`);
    return;
  }
  const rows: TrollRow[] = readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line));
  const labels = classifier.classifySync(rows.map((row) => ({ text: row.text })));
  const decided = rows.map((row, index) => {
    const label = labels[index]!;
    const { policy } = planCommentReply({
      comment: labelledComment(row, label),
    });
    return { row, policy, heldOut: isHeldOut(row.text), label };
  });
  const blind = BLIND_FILES.has(name ?? '');
  const parts: (readonly [string, typeof decided])[] = blind
    ? [['every row (written blind: the honest figure)', decided]]
    : options.all
      ? [['every row (first run)', decided]]
      : [
          ['development (four fifths)', decided.filter((entry) => !entry.heldOut)],
          ...(options['held-out']
            ? [['held-out fifth', decided.filter((entry) => entry.heldOut)] as const]
            : []),
        ];
  for (const [part, entries] of parts) {
    const called = entries.filter((entry) => entry.policy === 'troll');
    const trolls = entries.filter((entry) => entry.row.troll);
    const hits = called.filter((entry) => entry.row.troll).length;
    const silenced = entries.filter((entry) => !entry.row.troll && NO_DRAFT_POLICIES.has(entry.policy));
    const trollsDrafted = trolls.filter((entry) => !NO_DRAFT_POLICIES.has(entry.policy)).length;
    console.log(
      `\nTroll decisions on ${name}, ${part}: ${entries.length} rows (${trolls.length} trolls)\n` +
        `  precision ${pct(hits, called.length)}, recall ${pct(hits, trolls.length)}\n` +
        `  genuine rows silenced (no draft for any reason): ${pct(silenced.length, entries.length - trolls.length)}; ` +
        `trolls drafted: ${trollsDrafted}`,
    );
  }
  if (options.show && !options.all && !blind) {
    for (const entry of decided.filter((one) => options['held-out'] || !one.heldOut)) {
      const wrong = entry.row.troll ? entry.policy !== 'troll' : NO_DRAFT_POLICIES.has(entry.policy);
      if (wrong)
        console.log(
          `${entry.row.troll ? 'MISSED' : 'SILENCED'} [${entry.policy}] ${entry.row.kind} (cls ${entry.label.cls_type} ${entry.label.neg_type}): ${entry.row.text}`,
        );
    }
  }
};

main();
