import { createWorkerClient } from '../../createWorkerClient';
import type { ClassifyInput, CommentClassifier, CommentLabels } from '../classify/commentClassifier';
import { createEmbeddedClassifier } from '../classify/createEmbeddedClassifier';

/**
 * The embedded classifier on a worker thread, so an import classifies the next batch while the main
 * thread writes the current one (SQLite writes are synchronous). The thread starts at the first call and
 * is started again if it dies; only if no thread can start does classification fall back to the embedded
 * classifier on this thread.
 */
export const createWorkerClassifier = (): CommentClassifier & { close: () => Promise<void> } => {
  const state: { fallback?: CommentClassifier } = {};
  const fallback = (inputs: ClassifyInput[]) => {
    state.fallback ??= createEmbeddedClassifier();
    return state.fallback.classify(inputs);
  };
  const client = createWorkerClient<ClassifyInput[], CommentLabels[]>(
    new URL('./classifierWorker.ts', import.meta.url),
    fallback,
  );
  return {
    classify: async (inputs) => (inputs.length === 0 ? [] : client.call([...inputs])),
    close: client.close,
  };
};
