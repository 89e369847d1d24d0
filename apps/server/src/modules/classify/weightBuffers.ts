import type { ClassifierWeights } from './trainClassifierWeights';

/** The array buffers of trained weights: handed over to another thread rather than copied. */
export const weightBuffers = (weights: ClassifierWeights): ArrayBuffer[] =>
  [weights.cls, weights.sentiment, weights.negType, weights.content, weights.spam, weights.pair].flatMap(
    (model) => [model.ids.buffer as ArrayBuffer, model.weights.buffer as ArrayBuffer],
  );
