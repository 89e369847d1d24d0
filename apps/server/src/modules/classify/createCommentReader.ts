import { createFeatureExtractor, type FeatureExtractor } from './features';
import { createLexiconMatcher, type LexiconMatcher } from './lexiconMatcher';
import { createSegmenter, type Segmenter } from './segment';
import { sentimentLexicon } from './sentimentLexicon';
import { topicLexicon } from './topicLexicon';
import { createTopicMatcher } from './topicMatcher';
import { traditionalToSimplified } from './traditionalToSimplified';

/** How the classifier reads a comment into features: the same for training and for classifying. */
export type CommentReader = {
  extract: FeatureExtractor;
  matchLexicon: LexiconMatcher;
  segmenter: Segmenter;
  toSimplified: ReadonlyMap<number, number>;
};

/** Loads the lexicons and the segmenter (jieba by default; tests and the n-gram fallback pass their own). */
export const createCommentReader = (segmenter: () => Segmenter = createSegmenter): CommentReader => {
  const matchLexicon = createLexiconMatcher(sentimentLexicon());
  const topics = [...topicLexicon(), ...topicLexicon(undefined, 'forms.txt')];
  return {
    extract: createFeatureExtractor(matchLexicon, {
      match: createTopicMatcher(topics),
      names: topics.map((topic) => topic.name),
    }),
    matchLexicon,
    segmenter: segmenter(),
    toSimplified: traditionalToSimplified(),
  };
};
