import type { TClassifierHeldOut } from '@notedesk/contract';
import type { CommentReader } from './createCommentReader';
import { createEmbeddedClassifier, type TrainingComment } from './createEmbeddedClassifier';
import { evaluateHeldOut } from './evaluateHeldOut';
import type { SeedComment } from './seed/seedComment';
import { type ClassifierWeights, trainClassifierWeights } from './trainClassifierWeights';

/** What to learn from, and the held-out comments the new model is measured on. */
export type ClassifierTrainingJob = { training: readonly TrainingComment[]; heldOut: readonly SeedComment[] };

/** The trained weights and what they scored on the held-out split. */
export type TrainedClassifier = { weights: ClassifierWeights; heldOut: TClassifierHeldOut };

/** Trains a classifier and measures it: the whole costly part of a retrain, run on the training thread. */
export const trainClassifier = (job: ClassifierTrainingJob, reader: CommentReader): TrainedClassifier => {
  const weights = trainClassifierWeights(reader, job.training);
  const classifier = createEmbeddedClassifier({ weights, reader });
  return { weights, heldOut: evaluateHeldOut(classifier, job.heldOut) };
};
