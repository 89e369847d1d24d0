import {
  CLS_TYPES,
  CONTENT_TYPES,
  NEG_TYPES,
  SENTIMENTS,
  type TClsType,
  type TContentType,
  type TNegType,
  type TSentiment,
} from '@notedesk/contract';
import { type CombinedModels, combineModels } from './combinedModels';
import type { ClassifyInput, CommentClassifier, CommentLabels } from './commentClassifier';
import { type CommentReader, createCommentReader } from './createCommentReader';
import { createFeatureRowIndex, type FeatureRowIndex } from './featureRowIndex';
import { type Features, saysSomething } from './features';
import { PAIRS, pairOf, SPAM_CLASSES } from './labelPairs';
import { type LinearModel, linearModelOf, type TrainOptions } from './logisticRegression';
import { normalizeText } from './normalizeText';
import { matchRules, type RuleMatch } from './rules';
import type { SeedComment } from './seed/seedComment';
import { seedComments } from './seed/seedComments';
import { splitSeed } from './seed/splitSeed';
import type { Segmenter } from './segment';
import { type ClassifierWeights, trainClassifierWeights } from './trainClassifierWeights';

/** A training comment; `weight` > 1 for a tenant's staff corrections, which should count more than the seed. */
export type TrainingComment = SeedComment & { weight?: number };

export type EmbeddedClassifierOptions = {
  /** What the models train from; the seed set's train split by default, plus a tenant's corrections. */
  training?: () => readonly TrainingComment[];
  /** jieba by default; tests and the n-gram-only fallback pass their own. */
  segmenter?: () => Segmenter;
  /** Below this confidence a comment is flagged `needs_review`. */
  reviewThreshold?: number;
  /** Optimiser settings; the defaults were chosen by cross-validation on the train split. */
  trainOptions?: TrainOptions;
  /** Weights trained already (e.g. on a worker thread by trainClassifierWeights): used as they are. */
  weights?: ClassifierWeights;
  /** A reader to share with other classifiers (its lexicons and segmenter load once); `segmenter` is then unused. */
  reader?: CommentReader;
};

/** The embedded classifier's labels: it always says whether a comment is spam, and why it chose. */
export type EmbeddedLabels = CommentLabels & { spam: boolean; reason: string };

/** The embedded classifier plus a synchronous path for the CLI, the evaluation and the benchmark. */
export type EmbeddedClassifier = CommentClassifier & {
  classifySync: (inputs: readonly ClassifyInput[]) => EmbeddedLabels[];
  /** Trains now (otherwise the first call does); returns what it took. */
  warmUp: () => { trainingMs: number; examples: number; tokenizer: Segmenter['engine'] };
};

/**
 * Labels less sure than this are worth a look. Chosen with `npm run eval:cv` (5-fold cross-validation over the
 * seed, grouped by file so each fold is in voices the model did not train on; never a blind set) to flag 13 % of
 * the out-of-fold comments, below the 15 % budget because other people's comments are flagged more. Session 11:
 * the confidence became the mean of min(P cls_type, P sentiment) and the pair model's P (see `decide`). Before
 * the second annotator's files: at 13 % flagged the others' cls_type and sentiment were right 92.4 % of the time
 * (91.7 % with the min alone); on the first annotator's files held out by author 14.9 % flagged, 0.920 right (the
 * min alone: 15.4 %, 0.894); on the second annotator's files, unseen, 15.0 %, 0.871 (15.0 %, 0.849). With them in
 * the seed and the pair model's say in sentiment: 0.529 flags 13.0 %, unflagged right 0.925. Session 12 (the seed
 * audited, 1,786 comments by two more annotators, 12 epochs): 0.537 flags 13.0 %, unflagged right 0.929. Session 14
 * (1,174 comments by two more annotators, 20 new voices): 0.537 flagged 13.2 %; 0.534 flags 12.9 %, unflagged right
 * 0.928. Session 15 (the lexicon's negation fixes, 1,249 comments by two more annotators): 0.534 flagged 12.6 %;
 * 0.538 (the 13 % cut) flags 12.9 %, unflagged right 0.932 — and on the newest pass's files scored unseen (20 voices the model never
 * saw) 14.7 %, unflagged right 0.910, inside the 15 % budget with the right share above 0.90. Round 4 (1,282 comments
 * by two more annotators, a spam-heavy pass, spam rules by mechanism): 0.538 flagged 12.8 %; 0.541 is the 13 % cut,
 * unflagged right 0.933; the newest passes scored unseen 11.2 %, unflagged right 0.925. Session 16 (relief and relapse
 * cues, 1,244 comments by two more annotators, spam vocabulary by mechanism): 0.541 flagged 12.5 %; 0.552 is the 13 %
 * cut, unflagged right 0.936; the newest passes (pass 8) scored unseen 14.0 %, unflagged right 0.925. Session 16
 * round 6 (quoted complaints answered, fears, stock replies, denying lexicon words, more relief): 0.552 flagged
 * 12.8 %; 0.556 is the 13 % cut, unflagged right 0.939. Session 17 (1,405 comments by two more annotators, spam
 * vocabulary from pass 9b): the 13 % cut of CV by file moved to 0.567, but CV under-estimates the share flagged on new
 * voices (0.556 flagged 16.5 % of heldout-i and -k pooled, 17.0 % of pass 9a scored unseen). So the threshold is now
 * chosen on the development held-out sets and the newest passes scored unseen, pooled (heldout-i, heldout-k, pass 9a,
 * pass 9b: 2,545 comments, `npm run eval:file -- <pooled file> --summary --threshold …`): 0.535 flags 13.2 % of them,
 * unflagged right 0.916 (heldout-i and -k 14.9 %, 0.903; pass 9a 16.5 %, 0.885; pass 9b 6.2 %, 0.958); on CV by file
 * it flags about 11.5 %, unflagged right 0.935. Recalibrating the confidence on out-of-fold scores (margins, rule and
 * model agreement, the predicted pair) ranked the development sets' errors no better (unflagged right at 14 %
 * flagged: 0.890 → 0.894 at best), so the confidence itself is unchanged. Round 8 (pass 10a, advice to other
 * commenters, more relief): re-chosen on the same pool with heldout-l and pass 10a added (3,848 comments, the passes'
 * texts out of training): 0.52 flags 13.0 %, unflagged right 0.909; 0.535 13.8 %, 0.914; 0.54 14.0 %, 0.914; 0.556
 * 15.0 %, 0.919. 0.535 stays (≤ 14 % with unflagged right ≥ 0.90): heldout-i and -k 15.9 %, 0.912; heldout-l 14.7 %,
 * 0.903; pass 9 11.0 %, 0.923; pass 10a 14.5 %, 0.921.
 */
export const DEFAULT_REVIEW_THRESHOLD = 0.535;

const LEAD_CONTENT: readonly TContentType[] = [
  'purchase_consultation',
  'purchase_intention',
  'product_consultation',
];

/** A complaint is about the product, a request or off-topic; never a wish to buy or a price question. */
const COMPLAINT_CONTENT: readonly TContentType[] = CONTENT_TYPES.filter(
  (value) => value !== 'purchase_consultation' && value !== 'purchase_intention',
);

const allowedContent = (values: readonly TContentType[]) => ({
  values,
  indexes: values.map((value) => CONTENT_TYPES.indexOf(value)),
});

/** The content types each cls_type allows, with their indexes, computed once rather than per comment. */
const ALLOWED_CONTENT: Record<TClsType, { values: readonly TContentType[]; indexes: readonly number[] }> = {
  0: allowedContent(COMPLAINT_CONTENT),
  1: allowedContent(LEAD_CONTENT),
  2: allowedContent(CONTENT_TYPES),
  100: allowedContent(['non_product']),
};

type Models = CommentReader & {
  cls: LinearModel;
  sentiment: LinearModel;
  negType: LinearModel;
  content: LinearModel;
  /** Spam or not (two classes): catches ads the spam rules have no pattern for. */
  spam: LinearModel;
  /** The (cls_type, sentiment) pair as one label: a second view, for the confidence. */
  pair: LinearModel;
  /** cls_type, sentiment, content_type and spam scored in one pass (they share their rows). */
  perComment: CombinedModels;
  /** Each feature's row in the per-comment models and in neg_type's, found with one look-up. */
  rowIndex: FeatureRowIndex;
  trainingMs: number;
  examples: number;
};

/**
 * Classifies comments with no network, no key and no model file: four logistic regressions (cls_type,
 * sentiment, neg_type, content_type) trained at first use from the seed set in the repository, then the
 * rule layer, then consistency between the labels. Trained once per instance and held by it.
 */
export const createEmbeddedClassifier = (options: EmbeddedClassifierOptions = {}): EmbeddedClassifier => {
  const threshold = options.reviewThreshold ?? DEFAULT_REVIEW_THRESHOLD;
  let models: Models | undefined;
  const ready = (): Models => {
    models ??= trainModels(options);
    return models;
  };
  const classifySync = (inputs: readonly ClassifyInput[]): EmbeddedLabels[] => {
    const trained = ready();
    const scratch = createScratch();
    const clauseScratch = createScratch();
    return inputs.map((input) => classifyOne(trained, scratch, clauseScratch, threshold, input));
  };
  return {
    classify: async (inputs) => classifySync(inputs),
    classifySync,
    warmUp: () => {
      const trained = ready();
      return {
        trainingMs: trained.trainingMs,
        examples: trained.examples,
        tokenizer: trained.segmenter.engine,
      };
    },
  };
};

const trainModels = (options: EmbeddedClassifierOptions): Models => {
  const reader = options.reader ?? createCommentReader(options.segmenter);
  const weights =
    options.weights ??
    trainClassifierWeights(
      reader,
      options.training?.() ?? splitSeed(seedComments()).train,
      options.trainOptions,
    );
  const [cls, sentiment, negType, content, spam, pair] = [
    weights.cls,
    weights.sentiment,
    weights.negType,
    weights.content,
    weights.spam,
    weights.pair,
  ].map(linearModelOf) as [LinearModel, LinearModel, LinearModel, LinearModel, LinearModel, LinearModel];
  return {
    ...reader,
    cls,
    sentiment,
    negType,
    content,
    spam,
    pair,
    perComment: combineModels([cls, sentiment, content, spam, pair]),
    rowIndex: createFeatureRowIndex([cls.ids, negType.ids]),
    trainingMs: weights.trainingMs,
    examples: weights.examples,
  };
};

/**
 * Probability buffers, and the features' rows (in the per-comment models and in neg_type's; grown when a
 * comment has more features), reused across one batch so classifying allocates little per comment.
 */
type Scratch = {
  cls: Float64Array;
  sentiment: Float64Array;
  negType: Float64Array;
  content: Float64Array;
  spam: Float64Array;
  /** P of each (cls_type, sentiment) pair (PAIRS). */
  pair: Float64Array;
  /** cls, sentiment, content, spam, pair: where the combined per-comment pass writes. */
  perComment: readonly Float64Array[];
  rows: Int32Array[];
};

const createScratch = (): Scratch => {
  const cls = new Float64Array(CLS_TYPES.length);
  const sentiment = new Float64Array(SENTIMENTS.length);
  const content = new Float64Array(CONTENT_TYPES.length);
  const spam = new Float64Array(SPAM_CLASSES.length);
  const pair = new Float64Array(PAIRS.length);
  return {
    cls,
    sentiment,
    negType: new Float64Array(NEG_TYPES.length),
    content,
    spam,
    pair,
    perComment: [cls, sentiment, content, spam, pair],
    rows: Array.from({ length: 2 }, () => new Int32Array(256)),
  };
};

/** When a rule decides a label, that label is as sure as a rule gets. */
const RULE_CONFIDENCE = 0.9;

/** Below this share of features the models have ever seen, the text is mostly unknown to them. */
const MIN_COVERAGE = 0.4;

const classifyOne = (
  models: Models,
  scratch: Scratch,
  clauseScratch: Scratch,
  threshold: number,
  input: ClassifyInput,
): EmbeddedLabels => {
  const text = typeof input?.text === 'string' ? input.text : '';
  const normalized = normalizeText(text, models.toSimplified);
  if (!normalized) return emptyLabels();
  const features = models.extract(normalized, models.segmenter.words(normalized));
  const { ids, cues } = features;
  if (scratch.rows[0]!.length < ids.length) {
    scratch.rows = scratch.rows.map(() => new Int32Array(ids.length * 2));
  }
  models.rowIndex.rowsOf(ids, scratch.rows);
  const [clsRows, negTypeRows] = scratch.rows;
  const textCount = ids.length - cues;
  const ngramCoverage = models.perComment.predictRows(clsRows!, ids.length, textCount, scratch.perComment);
  // Spam is what the cls_type model calls other (100): the spam model counts only then, and neg_type is only
  // asked of a complaint.
  if (CLS_TYPES[argmax(scratch.cls)] !== 100) {
    scratch.spam[0] = 1;
    scratch.spam[1] = 0;
  }
  // The lexicon hits the features counted are reused: one scan of the text, not two.
  const rules = matchRules(normalized, features.lexicon, features.namesProduct);
  const review = normalized.length >= LONG_REVIEW_CHARS && !ASKS.test(normalized);
  // Only a review the whole text calls neither negative nor surely positive is scored clause by clause: the
  // clauses cost time, and a surely positive one they rarely turn.
  const clauseLean =
    review && argmax(scratch.sentiment) !== NEGATIVE && scratch.sentiment[POSITIVE]! < CLAUSE_VOTE_BELOW
      ? clauseSentimentLean(models, clauseScratch, normalized)
      : 0;
  const coverage = knownShare(ngramCoverage, clsRows!, features);
  const negType = { model: models.negType, rows: negTypeRows!, count: ids.length, textCount };
  const labels = decide(
    scratch,
    negType,
    rules,
    coverage,
    threshold,
    review,
    clauseLean,
    unreadEmoji(rules, features),
  );
  labels.reason = reasonOf(models, clsRows!, features, labels, rules);
  return labels;
};

/** What the neg_type model needs to be asked, only if the comment is a complaint. */
type LazyNegType = { model: LinearModel; rows: Int32Array; count: number; textCount: number };

/**
 * The share of the text the models know: of its character n-grams and words, but a comment none of whose
 * words was ever seen ("qwxz vbnm") counts as mostly unknown even when its single letters are familiar.
 */
const knownShare = (ngramCoverage: number, clsRows: Int32Array, features: Features): number => {
  let at = features.wordStart;
  for (const word of features.words) {
    if (saysSomething(word) && clsRows[at++]! >= 0) return ngramCoverage;
  }
  // No word at all (emoji, n-grams only): the n-gram share stands.
  return at === features.wordStart ? ngramCoverage : Math.min(ngramCoverage, MIN_COVERAGE / 2);
};

/**
 * Only emoji, none of which the lexicon gives a polarity (🙃🙃, 🫠): a positive or negative reading of it is a
 * guess, however familiar the emoji's character n-grams are, so it counts as text the models do not know.
 */
const unreadEmoji = (rules: RuleMatch, features: Features): boolean =>
  rules.fired[0] === EMOJI_ONLY && features.lexicon.positive + features.lexicon.negative === 0;
const EMOJI_ONLY = 'emoji_only';

/** Above this probability the spam model marks a comment spam even when no spam rule fired. */
const SPAM_MODEL_THRESHOLD = 0.75;

/** Spam: other (100), neutral, non_product, whatever the other models think. */
const spamLabels = (confidence: number, threshold: number, rules: RuleMatch): EmbeddedLabels => ({
  cls_type: 100,
  sentiment: 'neutral',
  neg_type: null,
  content_type: 'non_product',
  spam: true,
  confidence: round3(confidence),
  needs_review: confidence < threshold,
  engine: 'model',
  ...(rules.fired.length ? { note: `rules: ${rules.fired.join(', ')}` } : {}),
  reason: '',
});

/**
 * A few words for a hover: the rules that decided, else the two words (or emoji codes) that pushed the
 * chosen cls_type most. Only the comment's whole words are looked at (not its character n-grams), so this
 * reads like the comment.
 */
const reasonOf = (
  models: Models,
  clsRows: Int32Array,
  features: Features,
  labels: CommentLabels,
  rules: RuleMatch,
): string => {
  // A rule is the reason only when it decided a label: 客服 in a happy comment fires neg_service and decides nothing.
  const ruleDecided =
    rules.spam === true ||
    rules.cls_type !== undefined ||
    (labels.cls_type === 0 && rules.negType !== undefined);
  if (ruleDecided) return `rule: ${rules.fired.join(', ')}`;
  const clsIndex = CLS_TYPES.indexOf(labels.cls_type);
  // The two heaviest words, kept in two slots rather than sorting a list: this runs for every comment.
  let first = '';
  let firstWeight = 0;
  let second = '';
  let secondWeight = 0;
  let at = features.wordStart;
  for (const word of features.words) {
    if (!saysSomething(word)) continue;
    const row = clsRows[at++]!;
    if (row < 0) continue;
    const weight = models.cls.weightOf(row, clsIndex);
    if (weight <= secondWeight || word === first) continue;
    if (weight > firstWeight) {
      second = first;
      secondWeight = firstWeight;
      first = word;
      firstWeight = weight;
    } else if (word !== second) {
      second = word;
      secondWeight = weight;
    }
  }
  if (!first) {
    const { positive, negative } = features.lexicon;
    // Emoji and xhs codes are no words to jieba; their lexicon polarity is what weighed.
    return positive + negative
      ? `lexicon: ${positive} positive, ${negative} negative`
      : 'model: no telling word';
  }
  return second ? `words: ${first} ${second}` : `words: ${first}`;
};

const decide = (
  scratch: Scratch,
  negTypeModel: LazyNegType,
  rules: RuleMatch,
  coverage: number,
  threshold: number,
  long: boolean,
  clauseLean: number,
  emojiUnread: boolean,
): EmbeddedLabels => {
  if (rules.spam) return spamLabels(Math.max(scratch.spam[1]!, RULE_CONFIDENCE), threshold, rules);
  // A lead a rule found (a wholesale request, a price question) is not spam, whatever the model thinks; nor is
  // text the model mostly does not know (qwxz vbnm): only a rule calls that spam.
  if (rules.cls_type === undefined && scratch.spam[1]! >= SPAM_MODEL_THRESHOLD && coverage >= MIN_COVERAGE) {
    return spamLabels(scratch.spam[1]!, threshold, rules);
  }
  const { cls_type, clsP, sentiment, sentimentP } = resolveClsAndSentiment(scratch, rules, long, clauseLean);

  const neg_type: TNegType | null =
    cls_type !== 0 ? null : (rules.negType ?? NEG_TYPES[argmax(predictNegType(negTypeModel, scratch))]!);

  const allowed = ALLOWED_CONTENT[cls_type];
  const contentIndex =
    rules.content_type !== undefined && allowed.values.includes(rules.content_type)
      ? CONTENT_TYPES.indexOf(rules.content_type)
      : argmaxOf(scratch.content, allowed.indexes);
  const content_type: TContentType = CONTENT_TYPES[contentIndex]!;

  // Confidence: how sure the labels the queues are cut by (cls_type, sentiment) are, scaled down when the
  // text is mostly unknown. neg_type and content_type probabilities ranked errors worse on the held-out fifth.
  // The two models' surer-than-each (min) and the pair model's P of the chosen pair count half each: two views
  // of one question, which ranked the out-of-fold errors better than either (CV by file, flagging 13 %:
  // unflagged right 0.917 with the min alone, 0.922 with the pair alone, 0.925 with the mean).
  const sure = (Math.min(clsP, sentimentP) + pairProbability(scratch.pair, cls_type, sentiment)) / 2;
  const known = emojiUnread && sentiment !== 'neutral' ? Math.min(coverage, MIN_COVERAGE / 2) : coverage;
  const confidence = round3(known >= MIN_COVERAGE ? sure : sure * (known / MIN_COVERAGE));
  return {
    cls_type,
    sentiment,
    neg_type,
    content_type,
    spam: false,
    confidence,
    needs_review: confidence < threshold,
    engine: 'model',
    ...(rules.fired.length ? { note: `rules: ${rules.fired.join(', ')}` } : {}),
    reason: '',
  };
};

/** Each cls_type's row of each sentiment's index in PAIRS (-1: no such pair), looked up without a string. */
const PAIR_INDEX: readonly (readonly number[])[] = CLS_TYPES.map((cls) =>
  SENTIMENTS.map((value) => PAIRS.indexOf(pairOf(cls, value))),
);

const pairProbability = (pair: Float64Array, cls: TClsType, sentiment: TSentiment): number =>
  pair[PAIR_INDEX[CLS_TYPES.indexOf(cls)]![SENTIMENTS.indexOf(sentiment)]!] ?? 0;

const PAIR_SENTIMENT = PAIRS.map((pair) => SENTIMENTS.findIndex((value) => pair.endsWith(`/${value}`)));
/**
 * How much the pair model's sentiment (its pairs summed per sentiment) counts against the sentiment model's.
 * Chosen on `eval:cv` by file: sentiment 0.899 → 0.903 at half (the annotators' files, held out by file:
 * 0.892 → 0.903 and 0.874 → 0.878), cls_type unchanged; real-reviews dev.csv unchanged (0.843); 1 loses dev.
 * Blending cls_type the same way gained nothing and cost neg_type.
 */
const PAIR_SENTIMENT_WEIGHT = 0.5;

/** The sentiment model's probabilities, averaged with the pair model's view of sentiment: two views, one vote. */
const blendPairSentiment = (scratch: Scratch): void => {
  const { sentiment, pair } = scratch;
  for (let i = 0; i < sentiment.length; i += 1) sentiment[i]! *= 1 - PAIR_SENTIMENT_WEIGHT;
  for (let k = 0; k < PAIRS.length; k += 1)
    sentiment[PAIR_SENTIMENT[k]!]! += PAIR_SENTIMENT_WEIGHT * pair[k]!;
};

const predictNegType = ({ model, rows, count, textCount }: LazyNegType, scratch: Scratch): Float64Array => {
  model.predictRows(rows, count, textCount, scratch.negType);
  return scratch.negType;
};

const NEGATIVE = SENTIMENTS.indexOf('negative');
const POSITIVE = SENTIMENTS.indexOf('positive');
/**
 * From this many characters a comment reads as a review: it takes a side and its clauses vote. 20 (was 30):
 * seed CV by file unchanged, real-reviews dev.csv sentiment 0.835 → 0.840 with the clause vote; 15 cost the
 * seed CV 0.005 of sentiment.
 */
const LONG_REVIEW_CHARS = 20;
/**
 * How much the clauses' vote counts against the whole text's sentiment. Chosen on real-reviews dev.csv
 * (sentiment 0.820 → 0.835 at 30 characters; 1 gave 0.832, 2 0.836, 3 0.836) with seed CV by file unchanged.
 */
const CLAUSE_WEIGHT = 1.5;
/**
 * Whole-text P(positive) from which the clauses are not asked: 0.9 keeps throughput (dev.csv 0.840 asking all
 * reviews at 14,000 comments per CPU-second, 0.838 at 0.9 with 23,000, 0.836 at 0.8).
 */
const CLAUSE_VOTE_BELOW = 0.9;
/** A question or a wish is not a review, however long. */
const ASKS = /[?？]|吗|希望|建议|能不能|可不可以/;
const CUSTOMER_REQUIREMENT = CONTENT_TYPES.indexOf('customer_requirement');
const NEUTRAL = SENTIMENTS.indexOf('neutral');

/**
 * cls_type and sentiment must agree (a complaint is negative, a lead is not negative). When the two
 * models disagree about a complaint, the surer one wins instead of one always overruling the other:
 * on long reviews the cls_type model, trained on short comments, calls praise with one aside
 * ("就是物流慢了点") a complaint more often than the sentiment model does. A rule's decision stands.
 */
const resolveClsAndSentiment = (
  scratch: Scratch,
  rules: RuleMatch,
  long: boolean,
  clauseLean: number,
): { cls_type: TClsType; clsP: number; sentiment: TSentiment; sentimentP: number } => {
  const { cls: clsProbs, sentiment: sentimentProbs } = scratch;
  blendPairSentiment(scratch);
  let clsIndex = rules.cls_type !== undefined ? CLS_TYPES.indexOf(rules.cls_type) : argmax(clsProbs);
  // A long review's clauses vote too: the whole text's n-grams let praise of the delivery outweigh the one
  // clause that says the product is bad, which short comments (most of the training) never have to weigh.
  if (long && clauseLean !== 0) {
    sentimentProbs[NEGATIVE]! *= Math.exp(CLAUSE_WEIGHT * clauseLean);
    const total = sentimentProbs[0]! + sentimentProbs[1]! + sentimentProbs[2]!;
    for (let i = 0; i < sentimentProbs.length; i += 1) sentimentProbs[i]! /= total;
  }
  let sentimentIndex = argmax(sentimentProbs);
  // A long review that is no question or request takes a side: neutral is what short comments are.
  if (
    long &&
    sentimentIndex === NEUTRAL &&
    (CLS_TYPES[clsIndex] === 2 || CLS_TYPES[clsIndex] === 0) &&
    argmax(scratch.content) !== CUSTOMER_REQUIREMENT
  ) {
    sentimentIndex = argmaxOf(sentimentProbs, [POSITIVE, NEGATIVE]);
  }
  const ruled = rules.cls_type !== undefined;
  // A rule that knows the sentiment (a purchase report is positive) decides it, as sure as its cls_type.
  if (rules.sentiment) sentimentIndex = SENTIMENTS.indexOf(rules.sentiment);
  if (CLS_TYPES[clsIndex] === 0 && sentimentIndex !== NEGATIVE) {
    if (ruled || clsProbs[clsIndex]! >= sentimentProbs[sentimentIndex]!) sentimentIndex = NEGATIVE;
    else clsIndex = argmaxOf(clsProbs, [1, 2, 3]);
  } else if (CLS_TYPES[clsIndex] !== 0 && sentimentIndex === NEGATIVE) {
    const negativeP = sentimentProbs[NEGATIVE]!;
    if (!ruled && CLS_TYPES[clsIndex] === 2 && negativeP > clsProbs[clsIndex]!) clsIndex = 0;
    else if (CLS_TYPES[clsIndex] === 1) sentimentIndex = NEUTRAL;
  }
  const cls_type: TClsType = CLS_TYPES[clsIndex]!;
  const clsP = ruled ? Math.max(clsProbs[clsIndex]!, RULE_CONFIDENCE) : clsProbs[clsIndex]!;
  // A complaint's sentiment is as sure as the complaint, and a rule's sentiment as its cls_type, except for
  // emoji alone: a lone emoji's mood stays as unsure as the models are (a person reads 🙃🙃).
  const sentimentRuled = rules.sentiment !== undefined && rules.fired[0] !== EMOJI_ONLY;
  const sentimentP =
    cls_type === 0 || sentimentRuled
      ? Math.max(sentimentProbs[sentimentIndex]!, clsP)
      : sentimentProbs[sentimentIndex]!;
  return { cls_type, clsP, sentiment: SENTIMENTS[sentimentIndex]!, sentimentP };
};

/** Nothing to read: "other", flagged for a person. */
const emptyLabels = (): EmbeddedLabels => ({
  cls_type: 100,
  sentiment: 'neutral',
  neg_type: null,
  content_type: 'non_product',
  spam: false,
  confidence: 0,
  needs_review: true,
  engine: 'model',
  note: 'empty text',
  reason: 'empty text',
});

const argmax = (values: Float64Array): number => {
  let best = 0;
  for (let i = 1; i < values.length; i += 1) if (values[i]! > values[best]!) best = i;
  return best;
};

const argmaxOf = (values: Float64Array, indexes: readonly number[]): number => {
  let best = indexes[0]!;
  for (const index of indexes) if (values[index]! > values[best]!) best = index;
  return best;
};

const round3 = (value: number): number => Math.round(value * 1000) / 1000;

/** Where a review's clauses part: punctuation and the words that turn to a second verdict. */
const CLAUSE_BREAK = /[，。！!；;,.~…\s]+|但是|但|不过|可是|就是/;

/**
 * How far a review's clauses, each scored alone by the sentiment model, lean negative: the sum of their
 * log(P(negative) / P(positive)), so two clauses of complaint outweigh one of praise for the courier.
 */
const clauseSentimentLean = (models: Models, scratch: Scratch, normalized: string): number => {
  let lean = 0;
  for (const clause of normalized.split(CLAUSE_BREAK)) {
    if (clause.length < 2) continue;
    const { ids, cues } = models.extract(clause, models.segmenter.words(clause));
    if (scratch.rows[0]!.length < ids.length) {
      scratch.rows = scratch.rows.map(() => new Int32Array(ids.length * 2));
    }
    models.rowIndex.rowsOf(ids, scratch.rows);
    models.perComment.predictRows(scratch.rows[0]!, ids.length, ids.length - cues, scratch.perComment);
    lean += Math.log((scratch.sentiment[NEGATIVE]! + 1e-6) / (scratch.sentiment[POSITIVE]! + 1e-6));
  }
  return lean;
};
