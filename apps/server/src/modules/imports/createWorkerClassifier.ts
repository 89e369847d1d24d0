import { Worker } from 'node:worker_threads';
import type { CommentClassifier, CommentLabels } from '../classify/commentClassifier';

type Reply = { id: number; labels?: CommentLabels[]; error?: string };

/**
 * The embedded classifier on a worker thread, so an import classifies the next batch while the main
 * thread writes the current one (SQLite writes are synchronous). Needs a runtime that loads .ts in
 * workers (tsx: the CLI, the server, the bench); `close` ends the thread.
 */
export const createWorkerClassifier = (): CommentClassifier & { close: () => Promise<void> } => {
  const entry = new URL('./classifierWorker.ts', import.meta.url).href;
  // tsx's loader hooks belong to the thread that registered them: the worker registers them itself before
  // importing the .ts entry (flags like --import tsx are not honoured for workers on Node 20).
  const tsxApi = import.meta.resolve('tsx/esm/api');
  const bootstrap = `import(${JSON.stringify(tsxApi)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entry)}); });`;
  const worker = new Worker(bootstrap, { eval: true });
  worker.unref();
  const waiting = new Map<
    number,
    { resolve: (labels: CommentLabels[]) => void; reject: (error: Error) => void }
  >();
  let nextId = 0;
  worker.on('message', (reply: Reply) => {
    const pending = waiting.get(reply.id);
    waiting.delete(reply.id);
    if (reply.labels) pending?.resolve(reply.labels);
    else pending?.reject(new Error(reply.error ?? 'classifier worker failed'));
  });
  worker.on('error', (error) => {
    for (const pending of waiting.values()) pending.reject(error);
    waiting.clear();
  });
  return {
    classify: (inputs) =>
      inputs.length === 0
        ? Promise.resolve([])
        : new Promise((resolve, reject) => {
            nextId += 1;
            waiting.set(nextId, { resolve, reject });
            worker.postMessage({ id: nextId, inputs });
          }),
    close: async () => {
      await worker.terminate();
    },
  };
};
