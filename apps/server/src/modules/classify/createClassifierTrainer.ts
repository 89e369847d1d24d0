import { createWorkerClient } from '../../createWorkerClient';
import { type CommentReader, createCommentReader } from './createCommentReader';
import type { Segmenter } from './segment';
import { type ClassifierTrainingJob, type TrainedClassifier, trainClassifier } from './trainClassifier';

export type ClassifierTrainer = {
  train: (job: ClassifierTrainingJob) => Promise<TrainedClassifier>;
  close: () => Promise<void>;
};

/**
 * Trains classifiers. Training the seed set takes seconds of CPU, which on the server's own thread would stop
 * every other request (a retrain, or a tenant's first classification after a start), so the server trains on a
 * worker thread, one model at a time. `inline` trains on this thread: the CLI, the evaluation and unit tests.
 */
export const createClassifierTrainer = (
  options: { inline?: boolean; segmenter?: () => Segmenter } = {},
): ClassifierTrainer => {
  const state: { reader?: CommentReader } = {};
  const here = (job: ClassifierTrainingJob): TrainedClassifier => {
    state.reader ??= createCommentReader(options.segmenter);
    return trainClassifier(job, state.reader);
  };
  if (options.inline) return { train: async (job) => here(job), close: async () => {} };
  const client = createWorkerClient<ClassifierTrainingJob, TrainedClassifier>(
    new URL('./classifierTrainingWorker.ts', import.meta.url),
    here,
  );
  return { train: client.call, close: client.close };
};
