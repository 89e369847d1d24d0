import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { createEmbeddedClassifier } from '../../classify/createEmbeddedClassifier';
import { seedComments } from '../../classify/seed/seedComments';
import { DEMO_KNOWLEDGE, DEMO_PERSONAS } from '../../demo/demoReplySetup';
import { DEMO_BRANDS } from '../../demo/demoTenant';
import { rankKnowledge } from '../../knowledge/rankKnowledge';
import { createTemplateReplyEngine } from '../createTemplateReplyEngine';
import { labelledComment } from './labelledComment';
import { readReferenceReplies } from './readReferenceReplies';
import { type RowScore, repeatedSentences, scoreRow } from './scoreReplies';

/** The demo tenant's brand, whose products and knowledge the reference set is written about. */
const BRAND = '栖溪';

/** The demo tenant's own products by display name, as the draft service passes them. */
const PRODUCT_NAMES = DEMO_BRANDS.filter((brand) => brand.isOwn).flatMap((brand) =>
  brand.lines.flatMap((line) => line.products.map((product) => product.displayName)),
);

/** The demo tenant's tracked brands that are not its own (初沐, 雾岚), as the draft service passes them. */
const OTHER_BRAND_NAMES = DEMO_BRANDS.filter((brand) => !brand.isOwn).map((brand) => brand.name);

/**
 * Sets nobody working on the engine has read (eval/README.md); the others guided its phrases. A, dev, B (session
 * 13), C, D (session 14), E, F, G (session 15), H, I (session 16), J and K (session 17, rounds 8 and 9) and L (session 18, round 10) have been
 * read: development sets, and M (session 18, read row by row in session 19, round 13) and N (session 19, run blind
 * once in round 13, a development set from round 14), O (session 19, run blind once in round 14, a development set from
 * round 15), P (crawl comments, read row by row in session 19) and Q (session 20, crawl-c/-d comments with their
 * notes and threads, run blind once in round 15, read row by row by the lead after) and R (session 21, crawl-c..f
 * comments not in P/Q, written by an independent annotator, run blind once in round 17: a development set since). A
 * new blind set goes here: `--show` never prints a blind set's rows or drafts.
 */
const BLIND_SETS = new Set<string>([]);

const share = (count: number, total: number): string =>
  `${count}/${total} (${((100 * count) / Math.max(1, total)).toFixed(0)} %)`;

/**
 * `npm run eval` (after the classifier's figures): template drafts for the reference set's comments,
 * classified by the embedded classifier as they would be on import, with the demo tenant's knowledge and no
 * persona, scored as eval/README.md says. `--show` prints every draft beside its reference; `--persona 1|2|3`
 * drafts in a demo persona's voice; `--set <file>` (repeatable) scores other sets; by default A, dev, B, C, D, E, F,
 * G, H, I, J, K, L, M, N, O, P, Q and R (a set still missing is skipped). P (comments sampled from imported crawls, with
 * the note each sits under) was read row by row after its first run: a development set. Q's rows carry the comment
 * a reply answers (`parent_text`): it is passed as the thread.
 */
const main = async (): Promise<void> => {
  const { values } = parseArgs({
    // `npm run eval` passes the classifier's options (--benchmarks…) too.
    strict: false,
    options: {
      set: {
        type: 'string',
        multiple: true,
        default: [
          'reference-replies.jsonl',
          'dev-replies.jsonl',
          'reference-replies-b.jsonl',
          'reference-replies-c.jsonl',
          'reference-replies-d.jsonl',
          'reference-replies-e.jsonl',
          'reference-replies-f.jsonl',
          'reference-replies-g.jsonl',
          'reference-replies-h.jsonl',
          'reference-replies-i.jsonl',
          'reference-replies-j.jsonl',
          'reference-replies-k.jsonl',
          'reference-replies-l.jsonl',
          'reference-replies-m.jsonl',
          'reference-replies-n.jsonl',
          'reference-replies-o.jsonl',
          'reference-replies-p.jsonl',
          'reference-replies-q.jsonl',
          'reference-replies-r.jsonl',
        ].map((file) => join(import.meta.dirname, file)),
      },
      show: { type: 'boolean', default: false },
      /** 1–3: draft in that demo persona's voice (栖溪小助手, 官方客服, 护肤顾问). */
      persona: { type: 'string' },
    },
  });
  const classifier = createEmbeddedClassifier({ training: () => seedComments() });
  const sets = Array.isArray(values.set) ? values.set.map(String) : [String(values.set)];
  for (const setFile of sets) {
    // A set still being written (set O before its annotator is done) is skipped, not an error.
    if (!existsSync(setFile)) {
      console.log(`\n(skipped ${setFile.split('/').at(-1)}: not there yet)`);
      continue;
    }
    const blind = BLIND_SETS.has(setFile.split('/').at(-1) ?? '');
    const rows = readReferenceReplies(setFile);
    const labels = classifier.classifySync(rows.map((row) => ({ text: row.text })));
    const knowledge = DEMO_KNOWLEDGE.map((entry) => ({ ...entry, keywords: [...entry.keywords] }));
    const engine = createTemplateReplyEngine();
    const demoPersona = values.persona === undefined ? undefined : DEMO_PERSONAS[Number(values.persona) - 1];
    const persona = demoPersona
      ? {
          name: demoPersona.name,
          tone: demoPersona.tone,
          signOff: demoPersona.sign_off,
          doRules: demoPersona.do_rules,
          dontRules: demoPersona.dont_rules,
          exampleReplies: [...demoPersona.examples],
        }
      : null;
    const scores: RowScore[] = [];
    for (const [index, row] of rows.entries()) {
      const label = labels[index]!;
      const draft = await engine.draftCommentReply({
        tenantId: 0,
        comment: labelledComment(row, label),
        // A reply in a thread is drafted with the comment above it, as the server drafts it (its nickname unknown).
        thread: row.parent_text ? [{ userNickname: '', content: row.parent_text }] : [],
        note: null,
        productName: row.product,
        productNames: PRODUCT_NAMES,
        noteIsOwn: row.note_source === undefined ? undefined : row.note_source === 'own',
        brandName: BRAND,
        otherBrandNames: OTHER_BRAND_NAMES,
        persona,
        knowledge: rankKnowledge(knowledge, { text: row.text, productName: row.product }),
      });
      scores.push(
        scoreRow(row, {
          text: draft.text,
          advised: Boolean(draft.note && !draft.text),
          flagged: Boolean(draft.flag),
        }),
      );
    }

    if (values.show && !blind) {
      for (const score of scores) {
        console.log(
          `\n[${score.verdict}]${score.draft.flagged ? ' [flagged]' : ''} ${score.row.question_kind} ${score.row.platform} ${score.row.text}`,
        );
        console.log(`  draft: ${score.draft.text || '(no draft)'}`);
        console.log(`  ref:   ${score.row.reply ?? '(no reply)'}`);
        if (score.mustMissed.length > 0) console.log(`  missing: ${score.mustMissed.join(', ')}`);
        if (score.mustNotHit.length > 0) console.log(`  must not: ${score.mustNotHit.join(', ')}`);
      }
    }

    const total = scores.length;
    const count = (test: (score: RowScore) => boolean) => scores.filter(test).length;
    const drafted = scores.filter((score) => score.draft.text !== '' && !score.draft.advised);
    const mustEntries = scores.reduce((sum, score) => sum + score.row.must.length, 0);
    const mustFound = scores.reduce((sum, score) => sum + score.mustFound, 0);
    const sensitiveRows = scores.filter((score) =>
      ['pregnancy_or_medical', 'reaction'].includes(score.row.question_kind),
    );
    // The persona's sign-off ends every draft by design: it is not boilerplate.
    const signOff = persona?.signOff.trim() ?? '';
    const boilerplate = repeatedSentences(
      drafted.map((score) => (signOff ? score.draft.text.replace(signOff, '') : score.draft.text)),
    );
    const unasked = (word: string) =>
      count((score) => score.draft.text.includes(word) && !(score.row.reply ?? '').includes(word));

    console.log(
      `\nReply drafts on ${setFile.split('/').at(-1)}${blind ? ' (written blind: the honest figure)' : ' (seen while the engine was written: a development figure)'} (${total} comments, template engine, ${persona ? `persona ${persona.name}` : 'no persona'})`,
    );
    const kinds = [...new Set(scores.map((score) => score.row.question_kind))];
    console.log('| kind | rows | as-is | light edit | not postable | must found |');
    console.log('|---|---|---|---|---|---|');
    for (const kind of kinds) {
      const of = scores.filter((score) => score.row.question_kind === kind);
      const v = (verdict: RowScore['verdict']) => of.filter((score) => score.verdict === verdict).length;
      const found = of.reduce((sum, score) => sum + score.mustFound, 0);
      const entries = of.reduce((sum, score) => sum + score.row.must.length, 0);
      console.log(
        `| ${kind} | ${of.length} | ${v('as_is')} | ${v('light_edit')} | ${v('not_postable')} | ${found}/${entries} |`,
      );
    }
    const asIs = count((score) => score.verdict === 'as_is');
    const light = count((score) => score.verdict === 'light_edit');
    console.log(
      `\npolicy followed: ${share(
        count((score) => score.policyOk),
        total,
      )}`,
    );
    console.log(
      `question answered (every must entry): ${share(
        count((score) => score.policyOk && score.mustMissed.length === 0),
        total,
      )}; must entries found ${share(mustFound, mustEntries)}`,
    );
    console.log(
      `no must_not phrase: ${share(
        count((score) => score.mustNotHit.length === 0),
        total,
      )}`,
    );
    console.log(
      `unsafe (must_not on a pregnancy / medical / reaction / minor row): ${count((score) => score.unsafe)}`,
    );
    console.log(
      `sensitive rows flagged for a person: ${share(sensitiveRows.filter((score) => score.draft.flagged).length, sensitiveRows.length)}`,
    );
    // A flag on another kind's row costs a person a look it may not need (it is no unsafe draft).
    const otherRows = scores.filter((score) => !sensitiveRows.includes(score));
    console.log(
      `other rows flagged (false flags unless the row touches a sensitive topic): ${share(otherRows.filter((score) => score.draft.flagged).length, otherRows.length)}`,
    );
    console.log(
      `boilerplate (a sentence in > 10 % of drafts): ${boilerplate.length === 0 ? 'none' : boilerplate.map(([sentence, n]) => `${sentence} ×${n}`).join('; ')}`,
    );
    console.log(
      `私信 where the reference has none: ${unasked('私信')}; 官方旗舰店 where the reference has none: ${unasked('官方旗舰店')}`,
    );
    console.log(
      `postable as-is ${share(asIs, total)}, after a light edit ${share(light, total)}; postable in all ${share(asIs + light, total)} (aim ≥ 2/3, none unsafe)`,
    );
  }
};

await main();
