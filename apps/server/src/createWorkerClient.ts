import type { Transferable, Worker } from 'node:worker_threads';
import { startTsWorker } from './startTsWorker';

/** What a worker entry (see answerWorkerRequests) sends back for request `id`. */
export type WorkerReply<Answer> = { id: number; answer?: Answer; error?: string };

type Waiting<Answer> = { resolve: (answer: Answer) => void; reject: (error: Error) => void };

export type WorkerClient<Request, Answer> = {
  /** The worker's answer, or the fallback's if the thread cannot start, fails this request or dies. */
  call: (request: Request) => Promise<Answer>;
  close: () => Promise<void>;
};

/**
 * Requests answered by one worker thread on a TypeScript module, so CPU-heavy work (classifying an import,
 * training a model) never holds up the server's other requests. The thread starts at the first call and never
 * keeps the process alive; if it cannot start or dies, `fallback` answers on this thread instead.
 */
export const createWorkerClient = <Request, Answer>(
  entry: URL,
  fallback: (request: Request) => Answer | Promise<Answer>,
  transferOf: (request: Request) => Transferable[] = () => [],
): WorkerClient<Request, Answer> => {
  const waiting = new Map<number, Waiting<Answer>>();
  const state: { worker?: Worker; failed: boolean; nextId: number } = { failed: false, nextId: 0 };

  const start = (): Worker => {
    const started = startTsWorker(entry);
    started.unref();
    started.on('message', (reply: WorkerReply<Answer>) => {
      const pending = waiting.get(reply.id);
      waiting.delete(reply.id);
      if (reply.error === undefined) pending?.resolve(reply.answer as Answer);
      else pending?.reject(new Error(reply.error));
    });
    started.on('error', () => {
      state.failed = true;
      state.worker = undefined;
      // What was sent to the dead thread is answered by the fallback instead.
      const orphaned = [...waiting.values()];
      waiting.clear();
      for (const pending of orphaned) pending.reject(new Error('worker thread stopped'));
    });
    return started;
  };

  const worker = (): Worker | undefined => {
    if (state.failed) return undefined;
    try {
      state.worker ??= start();
      return state.worker;
    } catch {
      state.failed = true;
      return undefined;
    }
  };

  return {
    call: async (request) => {
      const thread = worker();
      if (!thread) return fallback(request);
      try {
        return await new Promise<Answer>((resolve, reject) => {
          state.nextId += 1;
          waiting.set(state.nextId, { resolve, reject });
          thread.postMessage({ id: state.nextId, request }, transferOf(request));
        });
      } catch {
        return fallback(request);
      }
    },
    close: async () => {
      await state.worker?.terminate();
      state.worker = undefined;
    },
  };
};
