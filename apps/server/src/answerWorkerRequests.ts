import { parentPort, type Transferable } from 'node:worker_threads';
import type { WorkerReply } from './createWorkerClient';

/**
 * A worker entry's side of createWorkerClient: says it is ready (its module loaded), then answers each
 * `{ id, request }` with `{ id, answer }` (its buffers in `transferOf` are moved, not copied), or `{ id, error }`
 * when `answer` throws.
 */
export const answerWorkerRequests = <Request, Answer>(
  answer: (request: Request) => Answer,
  transferOf: (answer: Answer) => Transferable[] = () => [],
): void => {
  parentPort?.on('message', (message: { id: number; request: Request }) => {
    let reply: WorkerReply<Answer>;
    let transfer: Transferable[] = [];
    try {
      const answered = answer(message.request);
      reply = { id: message.id, answer: answered };
      transfer = transferOf(answered);
    } catch (error) {
      reply = { id: message.id, error: error instanceof Error ? error.message : String(error) };
    }
    parentPort?.postMessage(reply, transfer);
  });
  const ready: WorkerReply<Answer> = { ready: true };
  parentPort?.postMessage(ready);
};
