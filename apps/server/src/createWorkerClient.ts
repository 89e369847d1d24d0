import type { Transferable, Worker } from 'node:worker_threads';
import { startTsWorker } from './startTsWorker';

/** What a worker entry (see answerWorkerRequests) sends: once `ready` when loaded, then a reply per request. */
export type WorkerReply<Answer> = { ready: true } | { id: number; answer?: Answer; error?: string };

type Waiting<Answer> = { resolve: (answer: Answer) => void; reject: (error: Error) => void };

export type WorkerClient<Request, Answer> = {
  /**
   * The worker's answer. A request the worker fails is rejected with its error (not run again here). A thread
   * that dies is replaced, and the requests it held are sent once more to the new one; only when no thread can
   * start at all does `fallback` answer on this thread.
   */
  call: (request: Request) => Promise<Answer>;
  close: () => Promise<void>;
};

/** A request lost with its thread (not an error of the request itself). */
class WorkerStopped extends Error {}

/**
 * Requests answered by one worker thread on a TypeScript module, so CPU-heavy work (classifying an import,
 * training a model) never holds up the server's other requests. The thread starts at the first call and never
 * keeps the process alive. Falling back to this thread is for a thread that cannot start (it would stop every
 * other request for as long as the work takes), so a thread that started once and then died is started again.
 */
export const createWorkerClient = <Request, Answer>(
  entry: URL,
  fallback: (request: Request) => Answer | Promise<Answer>,
  transferOf: (request: Request) => Transferable[] = () => [],
): WorkerClient<Request, Answer> => {
  const waiting = new Map<number, Waiting<Answer>>();
  const state: { worker?: Worker; started: boolean; cannotStart: boolean; nextId: number } = {
    started: false,
    cannotStart: false,
    nextId: 0,
  };

  const start = (): Worker => {
    const thread = startTsWorker(entry);
    thread.unref();
    thread.on('message', (reply: WorkerReply<Answer>) => {
      if ('ready' in reply) {
        state.started = true;
        return;
      }
      const pending = waiting.get(reply.id);
      waiting.delete(reply.id);
      if (reply.error === undefined) pending?.resolve(reply.answer as Answer);
      else pending?.reject(new Error(reply.error));
    });
    const stopped = () => {
      if (state.worker !== thread) return;
      state.worker = undefined;
      // Died before it was ever ready: it cannot start here (a missing loader, a module that throws on import).
      if (!state.started) state.cannotStart = true;
      const orphaned = [...waiting.values()];
      waiting.clear();
      for (const pending of orphaned) pending.reject(new WorkerStopped('worker thread stopped'));
    };
    thread.on('error', stopped);
    thread.on('exit', stopped);
    return thread;
  };

  /** The running thread, started if need be; undefined when no thread can start. */
  const worker = (): Worker | undefined => {
    if (state.cannotStart) return undefined;
    try {
      state.worker ??= start();
      return state.worker;
    } catch {
      state.cannotStart = true;
      return undefined;
    }
  };

  const send = (thread: Worker, request: Request) =>
    new Promise<Answer>((resolve, reject) => {
      state.nextId += 1;
      waiting.set(state.nextId, { resolve, reject });
      thread.postMessage({ id: state.nextId, request }, transferOf(request));
    });

  /** Sends to a thread; a request lost with its thread goes once more to a new one, or to `fallback`. */
  const ask = async (request: Request, attemptsLeft: number): Promise<Answer> => {
    const thread = worker();
    if (!thread) return fallback(request);
    try {
      return await send(thread, request);
    } catch (error) {
      if (!(error instanceof WorkerStopped)) throw error;
      if (state.cannotStart) return fallback(request);
      if (attemptsLeft === 0) throw new Error('the worker thread stopped twice on this request');
      return ask(request, attemptsLeft - 1);
    }
  };

  return {
    call: (request) => ask(request, 1),
    close: async () => {
      const thread = state.worker;
      state.worker = undefined;
      const unanswered = [...waiting.values()];
      waiting.clear();
      for (const pending of unanswered) pending.reject(new Error('worker client closed'));
      await thread?.terminate();
    },
  };
};
