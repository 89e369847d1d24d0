import type { LexiconHits, LexiconMatcher } from './lexiconMatcher';
import { EMOJI_CODE } from './normalizeText';

/**
 * Hashed feature ids of one comment (32-bit FNV-1a with a different seed per feature kind). The last
 * `cues` ids are cue features (lexicon polarity, question, length) that keep a fixed value whatever the
 * text's length; the n-grams and words before them share a weight of 1/√n.
 */
export type Features = { ids: Uint32Array; cues: number; lexicon: LexiconHits };

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

const QUESTION = /[?？]|[吗呢么嘛]\s*$|[吗呢][\s,.!~。，！]/;

/**
 * Character uni/bi/tri-grams (robust to slang and typos jieba has never seen), jieba words, emoji codes
 * as whole tokens, and a few cues: lexicon polarity (generalises past the seed's exact wording), question
 * form and a length bucket. Ids are computed from char codes without building substrings, so extracting
 * features costs no allocation per n-gram.
 */
export const createFeatureExtractor =
  (matchLexicon: LexiconMatcher): FeatureExtractor =>
  (normalized, words) => {
    const ids: number[] = [];
    const text = normalized;
    for (let i = 0; i < text.length; i += 1) {
      if (text.charCodeAt(i) === 0x20) continue;
      ids.push(hashRange(text, i, i + 1, SEED.char));
      if (i + 2 <= text.length) ids.push(hashRange(text, i, i + 2, SEED.char));
      if (i + 3 <= text.length) ids.push(hashRange(text, i, i + 3, SEED.char));
    }
    for (const word of words) {
      if (!MEANINGLESS_WORD.test(word)) ids.push(hashString(word, SEED.word));
    }
    for (const match of text.matchAll(EMOJI_CODE)) ids.push(hashString(match[0], SEED.emoji));
    const textFeatures = ids.length;
    const hits = matchLexicon(text);
    // Counts are capped so a long review does not drown every other feature in lexicon hits.
    for (let k = 0; k < Math.min(hits.positive, 3); k += 1) ids.push(hashString('lex+', SEED.cue));
    for (let k = 0; k < Math.min(hits.negative, 3); k += 1) ids.push(hashString('lex-', SEED.cue));
    const net = hits.positive - hits.negative;
    ids.push(hashString(net > 0 ? 'net+' : net < 0 ? 'net-' : 'net0', SEED.cue));
    if (QUESTION.test(text)) ids.push(hashString('question', SEED.cue));
    ids.push(hashString(`len${lengthBucket(text.length)}`, SEED.cue));
    ids.push(hashString('bias', SEED.cue));
    return { ids: Uint32Array.from(ids), cues: ids.length - textFeatures, lexicon: hits };
  };

const lengthBucket = (length: number): number => (length <= 4 ? 0 : length <= 12 ? 1 : length <= 40 ? 2 : 3);
