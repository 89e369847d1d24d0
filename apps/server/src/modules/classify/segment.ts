import { createRequire } from 'node:module';
import { domainDictionary } from './domainDictionary';

/** Splits normalised text into words; `engine` says whether jieba loaded or only n-grams are used. */
export type Segmenter = { words: (text: string) => string[]; engine: 'jieba' | 'none' };

type JiebaModule = typeof import('@node-rs/jieba');
type JiebaDictModule = typeof import('@node-rs/jieba/dict.js');

/**
 * jieba with its general dictionary plus the domain dictionary. Loaded with `require` inside a try so a
 * machine where the native binary cannot load still classifies: it falls back to no words (the character
 * n-grams of features.ts carry the model then). Loading takes ~200 ms, so callers create it lazily, once.
 */
export const createSegmenter = (load: () => Segmenter | undefined = loadJieba): Segmenter =>
  load() ?? { words: () => [], engine: 'none' };

const loadJieba = (): Segmenter | undefined => {
  try {
    const require = createRequire(import.meta.url);
    const { Jieba } = require('@node-rs/jieba') as JiebaModule;
    const { dict } = require('@node-rs/jieba/dict.js') as JiebaDictModule;
    const jieba = Jieba.withDict(dict);
    jieba.loadDict(Buffer.from(domainDictionary.map((word) => `${word} 200000 n`).join('\n')));
    // HMM off: it invents words from unseen character runs, which adds noise on slangy short comments.
    return { words: (text) => jieba.cut(text, false), engine: 'jieba' };
  } catch {
    return undefined;
  }
};
