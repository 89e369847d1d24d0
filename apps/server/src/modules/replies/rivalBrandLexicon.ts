import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Skincare brands named bare in comments (rivalBrands.txt): read once at start-up; data, kept beside this code. */
export const rivalBrandLexicon = (): readonly string[] => LEXICON;

const LEXICON: readonly string[] = readFileSync(join(import.meta.dirname, 'rivalBrands.txt'), 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line !== '' && !line.startsWith('#'));
