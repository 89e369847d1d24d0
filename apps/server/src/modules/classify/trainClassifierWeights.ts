import { CLS_TYPES, CONTENT_TYPES, NEG_TYPES, SENTIMENTS } from '@notedesk/contract';
import type { CommentReader } from './createCommentReader';
import type { TrainingComment } from './createEmbeddedClassifier';
import { PAIRS, pairOf, SPAM_CLASSES } from './labelPairs';
import { fitLogisticRegression, type LinearWeights, type TrainOptions } from './logisticRegression';
import { normalizeText } from './normalizeText';

/**
 * What the embedded classifier learns, as typed arrays: trained here or on a worker thread (structured clone
 * copies them as they are) and turned into models by createEmbeddedClassifier({ weights }).
 */
export type ClassifierWeights = {
  cls: LinearWeights;
  sentiment: LinearWeights;
  negType: LinearWeights;
  content: LinearWeights;
  spam: LinearWeights;
  pair: LinearWeights;
  trainingMs: number;
  examples: number;
};

/** Trains the six models from labelled comments: seconds of CPU for the seed set, so never on a request. */
export const trainClassifierWeights = (
  reader: CommentReader,
  training: readonly TrainingComment[],
  trainOptions?: TrainOptions,
): ClassifierWeights => {
  const started = performance.now();
  const rows = training.map((seed) => {
    const normalized = normalizeText(seed.text, reader.toSimplified);
    return { seed, features: reader.extract(normalized, reader.segmenter.words(normalized)) };
  });
  const fit = <T>(values: readonly T[], label: (seed: TrainingComment) => T | null) =>
    fitLogisticRegression(
      rows.flatMap(({ seed, features }) => {
        const value = label(seed);
        return value === null ? [] : [{ features, label: values.indexOf(value), weight: seed.weight ?? 1 }];
      }),
      values.length,
      trainOptions,
    );
  return {
    cls: fit(CLS_TYPES, (seed) => seed.cls_type),
    sentiment: fit(SENTIMENTS, (seed) => seed.sentiment),
    // neg_type is only learnt from (and only asked of) negative comments.
    negType: fit(NEG_TYPES, (seed) => seed.neg_type),
    content: fit(CONTENT_TYPES, (seed) => seed.content_type),
    spam: fit(SPAM_CLASSES, (seed) => seed.spam ?? false),
    pair: fit(PAIRS, (seed) => pairOf(seed.cls_type, seed.sentiment)),
    trainingMs: performance.now() - started,
    examples: training.length,
  };
};
