import { join } from 'node:path';
import { namedPatterns } from './patternFile';

/**
 * How a problem's course is told, data in reliefVocabulary.txt: `relief` (it is better, less, gone, no longer),
 * `relapse` (it came back, or only went while in use), `partial` (better only in part, or not judged yet) and `ownSkin` (the commenter's skin described, no reaction).
 */
export const RELIEF_VOCABULARY = namedPatterns(join(import.meta.dirname, 'reliefVocabulary.txt'), {
  relief: 'relief',
  relapse: 'relapse',
  partial: 'partial',
  ownSkin: 'own-skin',
});

/** The problem is told as better or gone, and not as back again. */
export const toldRelieved = (text: string): boolean =>
  RELIEF_VOCABULARY.relief.test(text) && !RELIEF_VOCABULARY.relapse.test(text);
