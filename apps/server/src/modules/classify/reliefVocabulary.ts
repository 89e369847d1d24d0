import { join } from 'node:path';
import { patternOf, readPatternFile } from './patternFile';

const FILE = 'reliefVocabulary.txt';
const PATTERNS = readPatternFile(join(import.meta.dirname, FILE));

/**
 * How a problem's course is told, data in reliefVocabulary.txt: `relief` (it is better, less, gone, no longer),
 * `relapse` (it came back, or only went while in use), `partial` (better only in part, or not judged yet) and `ownSkin` (the commenter's skin described, no reaction).
 */
export const RELIEF_VOCABULARY = {
  relief: patternOf(PATTERNS, 'relief', FILE),
  relapse: patternOf(PATTERNS, 'relapse', FILE),
  partial: patternOf(PATTERNS, 'partial', FILE),
  ownSkin: patternOf(PATTERNS, 'own-skin', FILE),
} as const;

/** The problem is told as better or gone, and not as back again. */
export const toldRelieved = (text: string): boolean =>
  RELIEF_VOCABULARY.relief.test(text) && !RELIEF_VOCABULARY.relapse.test(text);
