import { parentPort } from 'node:worker_threads';
import type { ClassifyInput } from '../classify/commentClassifier';
import { createEmbeddedClassifier } from '../classify/createEmbeddedClassifier';

/** Worker-thread entry: the embedded classifier answering `{ id, inputs }` with `{ id, labels }`. */
const classifier = createEmbeddedClassifier();
parentPort?.on('message', (message: { id: number; inputs: ClassifyInput[] }) => {
  try {
    parentPort?.postMessage({ id: message.id, labels: classifier.classifySync(message.inputs) });
  } catch (error) {
    parentPort?.postMessage({
      id: message.id,
      error: error instanceof Error ? error.message : String(error),
    });
  }
});
