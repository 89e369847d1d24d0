import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TNegType } from '@notedesk/contract';

/** How a comment is built, as far as trolling goes (trollBuild.json). */
export type TrollBuild = {
  /** Hostile parts: 2 for each family found (contempt, insult, irony, bait…), 1 for mocking laughter. */
  hostility: number;
  /** One chunk said three times over (避雷避雷避雷): hostile unless the label is positive (好用好用好用). */
  flooded: boolean;
  /** Aimed at the brand, the writer, staff, fans, the comment section, the ads, the name or the logo. */
  addressed: boolean;
  /** A word that can name a fact: a stated case (`fact`) or a topic word (`topic`: 客服, 用过, a price, 成分). */
  grounded: boolean;
  /**
   * A fact, not a topic: a stated experience or case (我买的, 用了三天, 收到的, 订单, 退款, a number with a unit, a
   * date, a body part with a symptom, what was sent or said to the writer), or a topic word asked about in a real
   * question (有第三方检测报告吗？). Then it is a complaint or a question, never a troll, however sharp. A topic word
   * alone grounds only a comment without contempt: 客服都是机器人吧, 用过初沐的谁还看得上, 有种拉黑我 use it for a sneer.
   */
  factual: boolean;
  /** Contempt in the writer's own words (a contempt question, mockery, a slur: trollBuild.json's `contempt` families). */
  sneers: boolean;
  /** The writer says they never used or bought it (没用过, 也没买): no case of their own to answer. */
  disowned: boolean;
  /** Others are rallied to act (姐妹们别买, 大家一起退货, 去举报): a campaign, not a case. */
  rallies: boolean;
  /** A slogan or line of four or more characters quoted (「…」): mocked unless the writer's own use answers it. */
  quotes: boolean;
  /** A first-person purchase or use, not negated (我买的, 我用了): the writer's own case. */
  ownCase: boolean;
  /** The writer speaks of themself outside any quote (我, 俺): a story of their own, not only a sneer. */
  firstPerson: boolean;
  /** Intent disclaimed (不是针对谁, 没有恶意, 提醒一下各位): fake neutrality unless a case or a real question follows. */
  disclaims: boolean;
};

type TrollBuildPatterns = {
  hostile: Record<string, RegExp>;
  /** The hostile families that are contempt, not suspicion of paid reviews or hyperbole: a topic word inside one does not ground. */
  contempt: ReadonlySet<string>;
  flood: RegExp;
  addressee: RegExp;
  fact: RegExp;
  /** What staff sent or said to the writer, quoted (回我一句“亲亲…”): read before quotes are taken out. */
  told: RegExp;
  topic: RegExp;
  asked: RegExp;
  disowned: RegExp;
  rally: RegExp;
  quoted: RegExp;
  ownCase: RegExp;
  disclaimer: RegExp;
};

/**
 * The patterns of trollBuild.json. None is compiled global: a global pattern keeps `lastIndex` between `.test`
 * calls, so the same text could read one way on one comment and the other way on the next. Where every match is
 * wanted (a clause removed), a global copy is made on the spot.
 */
export const TROLL_BUILD_PATTERNS: TrollBuildPatterns = (() => {
  const raw = JSON.parse(readFileSync(join(import.meta.dirname, 'trollBuild.json'), 'utf8'));
  return {
    hostile: Object.fromEntries(
      Object.entries<string>(raw.hostile).map(([family, source]) => [family, new RegExp(source, 'iu')]),
    ),
    contempt: new Set<string>(raw.contempt),
    flood: new RegExp(raw.flood, 'iu'),
    addressee: new RegExp(raw.addressee, 'i'),
    fact: new RegExp(raw.fact, 'i'),
    told: new RegExp(raw.told, 'i'),
    topic: new RegExp(raw.topic, 'i'),
    asked: new RegExp(raw.asked, 'i'),
    disowned: new RegExp(raw.disowned, 'i'),
    rally: new RegExp(raw.rally, 'i'),
    quoted: new RegExp(raw.quoted, 'i'),
    ownCase: new RegExp(raw.ownCase, 'i'),
    disclaimer: new RegExp(raw.disclaimer, 'i'),
  };
})();

/** The build of a comment nobody read (hand-built signals): nothing hostile, nothing grounded, no case. */
export const NO_TROLL_BUILD: TrollBuild = {
  hostility: 0,
  flooded: false,
  addressed: false,
  grounded: false,
  factual: false,
  sneers: false,
  disowned: false,
  rallies: false,
  quotes: false,
  ownCase: false,
  firstPerson: false,
  disclaims: false,
};

/** Mocking laughter alone is noise more than contempt: it weighs half a hostile family. */
const LIGHT_FAMILIES: ReadonlySet<string> = new Set(['laughter']);

/** A clause of a comment: up to and with its closing mark (so a question keeps its question mark). */
const CLAUSE = /[^，。！？!?；;,\n]+[，。！？!?；;,\n]*/g;

/**
 * A topic word asked about in a real question: a clause that names the topic and asks (？, a closing 吗), and is not
 * a contempt question (这种东西也有人下单？): 有第三方检测报告吗？ is owed an answer whatever sneer is around it.
 */
const asksOfTopic = (own: string, patterns: TrollBuildPatterns): boolean =>
  (own.match(CLAUSE) ?? []).some(
    (clause) =>
      patterns.topic.test(clause) &&
      patterns.asked.test(clause) &&
      !patterns.hostile.contemptQuestion?.test(clause),
  );

/** Reads the build of a normalised comment text. */
export const readTrollBuild = (normal: string, patterns = TROLL_BUILD_PATTERNS): TrollBuild => {
  // Quoted words are someone else's (an ad, a title, a chant): read the writer's own words without them.
  const unquoted = normal.replace(new RegExp(patterns.quoted.source, 'gi'), '，');
  const disowned = patterns.disowned.test(unquoted);
  const rallies = patterns.rally.test(unquoted);
  // "我没用过，但支持大家一起退货": the order words are what others should do; the writer's case is read without them.
  const own = [patterns.rally, patterns.disowned].reduce(
    (text, pattern) => text.replace(new RegExp(pattern.source, 'gi'), '，'),
    unquoted,
  );
  const families = Object.entries(patterns.hostile)
    .filter(([, pattern]) => pattern.test(unquoted))
    .map(([family]) => family);
  return {
    hostility: families.reduce((sum, family) => sum + (LIGHT_FAMILIES.has(family) ? 1 : 2), 0),
    flooded: patterns.flood.test(normal),
    addressed: patterns.addressee.test(normal),
    grounded: patterns.fact.test(own) || patterns.topic.test(own),
    factual: patterns.fact.test(own) || patterns.told.test(normal) || asksOfTopic(own, patterns),
    sneers: families.some((family) => patterns.contempt.has(family)),
    disowned,
    rallies,
    quotes: patterns.quoted.test(normal),
    ownCase: patterns.ownCase.test(own),
    disclaims: patterns.disclaimer.test(normal),
    firstPerson: /[我俺]/.test(own),
  };
};

/** The classifier's complaint kinds about the brand, writer, ads or content rather than the product in use. */
const AT_THE_BRAND: ReadonlySet<TNegType> = new Set([
  'flame',
  'blogger',
  'brand_reputation',
  'marketing',
  'content',
]);

/** Weights of the decision: hostility this high is a troll even beside a question-like word. */
const WEIGHT = { enough: 2, strong: 4, label: 1 } as const;

/** The classifier's cls_type for praise and other positive comments. */
const POSITIVE = 2;

/** What the troll decision reads: the build, the question kinds asked, the older markers and the labels. */
export type TrollEvidence = {
  build: TrollBuild;
  questionsAsked: number;
  /** Anything asked at all (a question mark, 吗, 怎么…), answerable or not. */
  asks?: boolean;
  /** commentSignals' provocation markers (contempt, laughter) and its troll phrase list. */
  provokes: boolean;
  trollPhrase: boolean;
  /** Praise words beside it ("不过效果确实不错"): banter, not contempt. */
  praise: boolean;
  clsType: number | null;
  negType: string | null;
};

/**
 * Whether a comment is a troll: hostile, aimed at the brand, the writer or other readers, with nothing concrete in
 * it. A comment with a fact in it (an experience, an order, a price paid, a symptom) is never one, nor one with a topic
 * word and no contempt: a genuine complaint silenced costs more than a troll drafted. The classifier's label that the complaint is about the brand, ads or
 * writer (not the product in use) adds weight; a question asked needs more hostility to be set aside as rhetoric.
 */
export const isTroll = (evidence: TrollEvidence): boolean => {
  // A chant is hostile unless it is praise (好用好用好用); a positive label alone does not make 退钱 ×6 praise.
  const flood =
    evidence.build.flooded && !(evidence.clsType === POSITIVE && evidence.praise) ? WEIGHT.enough : 0;
  const build = { ...evidence.build, hostility: evidence.build.hostility + flood };
  // A fact grounds a comment however sharp; a topic word (客服, 用过, a price) only one without contempt in the
  // writer's own words. Suspicion (paid reviews) and the older provocation markers are no contempt here: the seed's
  // genuine critiques use them beside a topic word.
  if (build.factual || (build.grounded && !build.sneers)) return false;
  if (evidence.negType === 'flame') return true;
  // Aimed at the brand, its staff, fans or ads: by the words, or by the classifier's label.
  // A rally calls the crowd against someone: the brand or its writer, whether or not it names them.
  const aimed =
    build.addressed ||
    build.rallies ||
    (evidence.clsType === 0 && AT_THE_BRAND.has(evidence.negType as TNegType));
  // No case of one's own (never used it, or rallying others to boycott, report or return), nothing asked, no
  // praise: a campaign against the brand, whatever its words.
  // A warning the classifier reads as a verdict on the effect (别买，等于没有) speaks of a use, even untold: answered.
  if (
    (build.disowned || build.rallies) &&
    !build.ownCase &&
    !evidence.asks &&
    !evidence.praise &&
    aimed &&
    evidence.negType !== 'effect'
  )
    return true;
  // Intent disclaimed, then a claim or a rumour with no case of one's own and no question a reply could answer.
  if (
    build.disclaims &&
    aimed &&
    !build.ownCase &&
    evidence.questionsAsked === 0 &&
    !evidence.praise &&
    (evidence.clsType === 0 || build.hostility > 0)
  )
    return true;
  // The older readings (troll phrases, provocation markers) weigh like one hostile family.
  const hostility = build.hostility + (evidence.provokes || evidence.trollPhrase ? WEIGHT.enough : 0);
  const labelled =
    evidence.clsType === 0 && AT_THE_BRAND.has(evidence.negType as TNegType) ? WEIGHT.label : 0;
  if (hostility + labelled >= WEIGHT.strong) return true;
  // A slogan quoted and sneered at with nothing used and nothing asked (「…」，研发了个寂寞).
  if (
    build.quotes &&
    !build.firstPerson &&
    evidence.questionsAsked === 0 &&
    !evidence.praise &&
    hostility >= WEIGHT.enough
  )
    return true;
  if (hostility >= WEIGHT.enough && (build.addressed || evidence.questionsAsked === 0)) return true;
  // The classifier read a complaint about the brand, ads or writer; aimed at them, with a sneer, nothing asked,
  // nothing concrete, no praise beside it: contempt in other words than the lists know.
  return (
    labelled > 0 && hostility > 0 && build.addressed && evidence.questionsAsked === 0 && !evidence.praise
  );
};
