import { join } from 'node:path';
import { type PatternFile, readPatternFile } from './patternFile';

/** The spam rule's patterns, by their name in spamVocabulary.txt. */
export type SpamVocabulary = PatternFile;

/** Reads `spamVocabulary.txt` (beside this file) once at start-up; see patternFile.ts for the format. */
export const spamVocabulary = (path = join(import.meta.dirname, 'spamVocabulary.txt')): SpamVocabulary =>
  readPatternFile(path);
