import type { LexiconHits, LexiconMatcher } from './lexiconMatcher';
import { EMOJI_CODE } from './normalizeText';
import { RELIEF_VOCABULARY } from './reliefVocabulary';
import type { TopicMatcher } from './topicMatcher';

/**
 * Hashed feature ids of one comment (32-bit FNV-1a with a different seed per feature kind). The last
 * `cues` ids are cue features (lexicon polarity, question, length) that keep a fixed value whatever the
 * text's length; the n-grams and words before them share a weight of 1/√n.
 */
export type Features = {
  ids: Uint32Array;
  cues: number;
  lexicon: LexiconHits;
  /**
   * The segmenter's words, as given; those that say something (see `saysSomething`) are features
   * `ids[wordStart]`, `ids[wordStart + 1]`, … in order.
   */
  words: readonly string[];
  wordStart: number;
  /** Whether the text names a product or talks about using one (forms.txt `product`): rules read this too. */
  namesProduct: boolean;
};

export type FeatureExtractor = (normalized: string, words: readonly string[]) => Features;

const FNV_PRIME = 0x01000193;

/** Seeds keep kinds apart: the character "好" and the word "好" are different features. */
const SEED = { char: 0x811c9dc5, word: 0x1b873593, emoji: 0x85ebca6b, cue: 0xc2b2ae35 } as const;

const hashRange = (text: string, start: number, end: number, seed: number): number => {
  let hash = seed;
  for (let i = start; i < end; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, FNV_PRIME);
  }
  return hash >>> 0;
};

const hashString = (text: string, seed: number): number => hashRange(text, 0, text.length, seed);

/** Words that are only punctuation, spaces or a single latin letter say nothing on their own. */
const MEANINGLESS_WORD = /^(?:[\s\p{P}\p{S}]+|[a-z])$/u;

/** Whether a segmented word is a feature: not only punctuation, spaces or a single latin letter. */
export const saysSomething = (word: string): boolean => !MEANINGLESS_WORD.test(word);

const QUESTION = /[?？]|[吗呢么嘛]\s*$|[吗呢][\s,.!~。，！]/;

/** Cue ids are fixed strings: hashed once, not per comment. */
const CUE = {
  positive: hashString('lex+', SEED.cue),
  negative: hashString('lex-', SEED.cue),
  netPositive: hashString('net+', SEED.cue),
  netNegative: hashString('net-', SEED.cue),
  netZero: hashString('net0', SEED.cue),
  question: hashString('question', SEED.cue),
  length: [0, 1, 2, 3].map((bucket) => hashString(`len${bucket}`, SEED.cue)),
  bias: hashString('bias', SEED.cue),
  tailPositive: hashString('tail+', SEED.cue),
  tailNegative: hashString('tail-', SEED.cue),
  recovered: hashString('recovered', SEED.cue),
  relapse: hashString('relapse', SEED.cue),
  partialRelief: hashString('relief&partial', SEED.cue),
  askAboutProduct: hashString('ask&product', SEED.cue),
  askOffProduct: hashString('ask&!product', SEED.cue),
  moodOffTarget: hashString('neg&!target', SEED.cue),
  addresseeOffProduct: hashString('addressee&!product', SEED.cue),
  boughtCalm: hashString('bought&!neg', SEED.cue),
} as const;

/** Names of the form cues (forms.txt) and the topics that give a complaint its target (topics.txt). */
const FORM = {
  asks: 'asks',
  bought: 'bought',
  addressee: 'addressee',
  product: 'product',
  chat: 'chat',
} as const;

/**
 * 但 / 不过 / 可惜 / 就是 …: in "X，但 Y" the verdict is Y (快递慢了点，但东西真的好 is praise; 好用是好用，就是太贵
 * is a price complaint). The lexicon polarity of what follows the last such word is a cue of its own.
 */
const CONTRAST = /(?:但是|但|不过|可是|然而|可惜|就是|只是)(?!.*(?:但是|但|不过|可是|然而|可惜|就是|只是))/;

/**
 * Character uni/bi/tri-grams (robust to slang and typos jieba has never seen), jieba words, emoji codes
 * as whole tokens, and a few cues: lexicon polarity (generalises past the seed's exact wording), the
 * complaint topics named (price, service, the blogger, … from topics.txt), question form and a length bucket. Ids are computed from char codes without building substrings (the bigram's
 * FNV continues the unigram's, the trigram's the bigram's), into one buffer per extractor that grows as
 * needed, so extracting features allocates only the returned array.
 */
export const createFeatureExtractor = (
  matchLexicon: LexiconMatcher,
  topics: { match: TopicMatcher; names: readonly string[] },
): FeatureExtractor => {
  let buffer = new Uint32Array(256);
  const topicCues = topics.names.map((name) => hashString(`topic:${name}`, SEED.cue));
  const topicCounts = new Uint8Array(topics.names.length);
  const formIndex = (name: string) => topics.names.indexOf(name);
  const asks = formIndex(FORM.asks);
  const bought = formIndex(FORM.bought);
  const addressee = formIndex(FORM.addressee);
  const product = formIndex(FORM.product);
  // Every topic that is not a form names what a complaint is about (price, service, the blogger, …).
  const forms = new Set<string>(Object.values(FORM));
  const targets = topics.names.flatMap((name, index) => (forms.has(name) ? [] : [index]));
  return (normalized, words) => {
    const text = normalized;
    // Upper bound: three n-grams per character, one per word, one per emoji code (≤ one per 3 chars), ≤ 20
    // cues and two per topic.
    const bound = text.length * 4 + words.length + 24 + topicCues.length * 2;
    if (buffer.length < bound) buffer = new Uint32Array(bound * 2);
    const ids = buffer;
    let count = 0;
    const hits = matchLexicon(text);
    // 没有泛红, 一点都不油: the n-grams see one "denied complaint" mark instead of the words of a complaint.
    const grams = hits.denied.length ? markDenials(text, hits.denied) : text;
    for (let i = 0; i < grams.length; i += 1) {
      if (grams.charCodeAt(i) === 0x20) continue;
      const unigram = Math.imul(SEED.char ^ grams.charCodeAt(i), FNV_PRIME);
      ids[count++] = unigram >>> 0;
      if (i + 2 > grams.length) continue;
      const bigram = Math.imul(unigram ^ grams.charCodeAt(i + 1), FNV_PRIME);
      ids[count++] = bigram >>> 0;
      if (i + 3 <= grams.length) ids[count++] = Math.imul(bigram ^ grams.charCodeAt(i + 2), FNV_PRIME) >>> 0;
    }
    const wordStart = count;
    let at = 0;
    for (const word of words) {
      const denied = hits.denied.length > 0 && insideDenial(hits.denied, at, at + word.length);
      at += word.length;
      if (saysSomething(word)) ids[count++] = denied ? DENIED_WORD : hashString(word, SEED.word);
    }
    if (text.includes('[')) {
      for (const match of text.matchAll(EMOJI_CODE)) ids[count++] = hashString(match[0], SEED.emoji);
    }
    const textFeatures = count;
    // Counts are capped so a long review does not drown every other feature in lexicon hits.
    for (let k = 0; k < Math.min(hits.positive, 3); k += 1) ids[count++] = CUE.positive;
    for (let k = 0; k < Math.min(hits.negative, 3); k += 1) ids[count++] = CUE.negative;
    const net = hits.positive - hits.negative;
    ids[count++] = net > 0 ? CUE.netPositive : net < 0 ? CUE.netNegative : CUE.netZero;
    const contrast = hits.positive + hits.negative > 0 ? CONTRAST.exec(text) : null;
    if (contrast) {
      const tail = matchLexicon(text.slice(contrast.index + contrast[0].length));
      if (tail.positive > tail.negative) ids[count++] = CUE.tailPositive;
      else if (tail.negative > tail.positive) ids[count++] = CUE.tailNegative;
    }
    // Which topics a complaint names (topics.txt): capped at two hits each, like the lexicon counts.
    topics.match(text, topicCounts);
    for (let t = 0; t < topicCues.length; t += 1) {
      for (let k = 0; k < Math.min(topicCounts[t]!, 2); k += 1) ids[count++] = topicCues[t]!;
    }
    const question = QUESTION.test(text);
    if (question) ids[count++] = CUE.question;
    // Conjunctions a linear model cannot form itself: a question with or without a product in it, a bad mood
    // with nothing to blame (a long shift, a lost game), words to the blogger about anything but a product.
    const names = (index: number) => index >= 0 && topicCounts[index]! > 0;
    const aboutProduct = names(product);
    const hasTarget = aboutProduct || targets.some(names);
    if (question || names(asks)) ids[count++] = aboutProduct ? CUE.askAboutProduct : CUE.askOffProduct;
    if (net < 0 && !hasTarget) ids[count++] = CUE.moodOffTarget;
    if (names(addressee) && !aboutProduct) ids[count++] = CUE.addresseeOffProduct;
    if (names(bought) && hits.negative === 0) ids[count++] = CUE.boughtCalm;
    // A problem reported gone (红血丝淡了, 没再起皮, 以前…现在不…) is praise in a complaint's words, unless it came
    // back (好了两天又冒, 一停就反弹): the mark after the problem is what matters, so these are cues of their own
    // (reliefVocabulary.txt) rather than anything the n-grams of one wording learn.
    if (RELIEF_VOCABULARY.relapse.test(text)) ids[count++] = CUE.relapse;
    else if (RELIEF_VOCABULARY.relief.test(text)) {
      // 淡了一点点 不明显, 先继续用着看: better only in part is a report, not praise.
      ids[count++] = RELIEF_VOCABULARY.partial.test(text) ? CUE.partialRelief : CUE.recovered;
    }
    ids[count++] = CUE.length[lengthBucket(text.length)]!;
    ids[count++] = CUE.bias;
    return {
      ids: ids.slice(0, count),
      cues: count - textFeatures,
      lexicon: hits,
      words,
      wordStart,
      namesProduct: aboutProduct,
    };
  };
};

/** What a denied span becomes in the n-gram text: one private-use mark per polarity after the flip. */
const DENIED_MARK = { praise: '\ue000', complaint: '\ue001' } as const;
/** A segmented word inside a denied span counts as this one word (kept, so word positions still line up). */
const DENIED_WORD = hashString('denied', SEED.word);

/** The text with each denied span (start, end, polarity triples; overlaps clipped) replaced by its mark. */
const markDenials = (text: string, denied: readonly number[]): string => {
  let out = '';
  let last = 0;
  for (let k = 0; k < denied.length; k += 3) {
    const start = Math.max(denied[k]!, last);
    out += text.slice(last, start) + (denied[k + 2]! > 0 ? DENIED_MARK.praise : DENIED_MARK.complaint);
    last = Math.max(denied[k + 1]!, last);
  }
  return out + text.slice(last);
};

/** Whether [start, end) lies inside one denied span. */
const insideDenial = (denied: readonly number[], start: number, end: number): boolean => {
  for (let k = 0; k < denied.length; k += 3) if (start >= denied[k]! && end <= denied[k + 1]!) return true;
  return false;
};

const lengthBucket = (length: number): number => (length <= 4 ? 0 : length <= 12 ? 1 : length <= 40 ? 2 : 3);
