import type { Worker } from 'node:worker_threads';
import { startTsWorker } from '../../startTsWorker';
import type { CommentClassifier, CommentLabels } from '../classify/commentClassifier';
import { createEmbeddedClassifier } from '../classify/createEmbeddedClassifier';

type Reply = { id: number; labels?: CommentLabels[]; error?: string };
type Waiting = { resolve: (labels: CommentLabels[]) => void; reject: (error: Error) => void };

const startWorker = (): Worker => {
  const worker = startTsWorker(new URL('./classifierWorker.ts', import.meta.url));
  // Never what keeps the process alive.
  worker.unref();
  return worker;
};

/**
 * The embedded classifier on a worker thread, so an import classifies the next batch while the main
 * thread writes the current one (SQLite writes are synchronous). The thread starts at the first call; if
 * it cannot start or dies, classification falls back to the embedded classifier on this thread.
 */
export const createWorkerClassifier = (): CommentClassifier & { close: () => Promise<void> } => {
  const waiting = new Map<number, Waiting>();
  const state: { worker?: Worker; failed: boolean; nextId: number; fallback?: CommentClassifier } = {
    failed: false,
    nextId: 0,
  };

  const fallback = (): CommentClassifier => {
    state.fallback ??= createEmbeddedClassifier();
    return state.fallback;
  };

  const worker = (): Worker | undefined => {
    if (state.failed) return undefined;
    if (state.worker) return state.worker;
    try {
      const started = startWorker();
      started.on('message', (reply: Reply) => {
        const pending = waiting.get(reply.id);
        waiting.delete(reply.id);
        if (reply.labels) pending?.resolve(reply.labels);
        else pending?.reject(new Error(reply.error ?? 'classifier worker failed'));
      });
      started.on('error', () => {
        state.failed = true;
        state.worker = undefined;
        // What was sent to the dead worker is classified here instead.
        const orphaned = [...waiting.values()];
        waiting.clear();
        for (const pending of orphaned) pending.reject(new Error('classifier worker stopped'));
      });
      state.worker = started;
      return started;
    } catch {
      state.failed = true;
      return undefined;
    }
  };

  const classify: CommentClassifier['classify'] = async (inputs) => {
    if (inputs.length === 0) return [];
    const thread = worker();
    if (!thread) return fallback().classify(inputs);
    try {
      return await new Promise<CommentLabels[]>((resolve, reject) => {
        state.nextId += 1;
        waiting.set(state.nextId, { resolve, reject });
        thread.postMessage({ id: state.nextId, inputs });
      });
    } catch {
      return fallback().classify(inputs);
    }
  };

  return {
    classify,
    close: async () => {
      await state.worker?.terminate();
      state.worker = undefined;
    },
  };
};
