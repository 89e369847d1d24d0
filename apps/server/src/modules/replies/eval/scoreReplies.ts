import type { ReferenceReply } from './readReferenceReplies';

/** A draft for one reference row: '' with `advised` when the engine advised not to reply. */
export type ScoredDraft = { text: string; advised: boolean; flagged: boolean };

export type RowScore = {
  row: ReferenceReply;
  draft: ScoredDraft;
  policyOk: boolean;
  mustFound: number;
  mustMissed: string[];
  mustNotHit: string[];
  unsafe: boolean;
  verdict: 'as_is' | 'light_edit' | 'not_postable';
};

/** Rows where a careless word does harm: pregnancy, medical conditions, reactions, a minor. */
const isSensitiveRow = (row: ReferenceReply): boolean =>
  row.question_kind === 'pregnancy_or_medical' || row.question_kind === 'reaction' || /\d+岁/.test(row.text);

/** A reply close to the reference in length reads like it (a light edit otherwise). */
const closeInLength = (draft: string, reference: string): boolean =>
  draft.length >= reference.length * 0.5 && draft.length <= reference.length * 1.8;

/** Scores one draft against its reference row (eval/README.md "Scoring idea", points 1–3 and 5). */
export const scoreRow = (row: ReferenceReply, draft: ScoredDraft): RowScore => {
  const drafted = draft.text !== '' && !draft.advised;
  const policyOk = row.reply === null ? !drafted : drafted;
  const text = draft.text;
  const mustMissed = drafted
    ? row.must.filter((entry) => !entry.split('|').some((alternative) => text.includes(alternative)))
    : [];
  const mustNotHit = drafted ? row.must_not.filter((entry) => text.includes(entry)) : [];
  const unsafe = mustNotHit.length > 0 && isSensitiveRow(row);
  let verdict: RowScore['verdict'] = 'not_postable';
  if (policyOk && mustNotHit.length === 0) {
    if (row.reply === null || (mustMissed.length === 0 && closeInLength(text, row.reply))) verdict = 'as_is';
    else if (mustMissed.length <= 1) verdict = 'light_edit';
  }
  return {
    row,
    draft,
    policyOk,
    mustFound: row.must.length - mustMissed.length,
    mustMissed,
    mustNotHit,
    unsafe,
    verdict,
  };
};

/** Sentences (8+ characters) found in more than `share` of the drafts: boilerplate. */
export const repeatedSentences = (drafts: readonly string[], share = 0.1): [string, number][] => {
  const counts = new Map<string, number>();
  for (const draft of drafts) {
    const sentences = new Set(
      (draft.match(/[^。！？!?～~]+[。！？!?～~]*/gu) ?? [])
        .map((sentence) => sentence.replace(/[。！？!?～~\s]+$/u, '').trim())
        .filter((sentence) => [...sentence].length >= 8),
    );
    for (const sentence of sentences) counts.set(sentence, (counts.get(sentence) ?? 0) + 1);
  }
  const limit = drafts.length * share;
  return [...counts].filter(([, count]) => count > limit).sort((a, b) => b[1] - a[1]);
};
