import { describe, expect, it } from 'vitest';
import { createEmbeddedClassifier } from '../../classify/createEmbeddedClassifier';
import { createWorkerClassifier } from '../createWorkerClassifier';

describe('createWorkerClassifier', () => {
  it('answers exactly as the embedded classifier, in order (from a worker thread)', async () => {
    const inputs = ['多少钱？哪里买', '用了烂脸了，差评', '好看', ''].map((text) => ({ text }));
    const worker = createWorkerClassifier();
    try {
      const [fromWorker, inThread] = await Promise.all([
        worker.classify(inputs),
        createEmbeddedClassifier().classify(inputs),
      ]);
      expect(fromWorker).toEqual(inThread);
      expect(await worker.classify([])).toEqual([]);
    } finally {
      await worker.close();
    }
  });
});
