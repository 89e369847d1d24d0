import { describe, expect, it } from 'vitest';
import { createClassifierTrainer } from '../createClassifierTrainer';
import { createEmbeddedClassifier } from '../createEmbeddedClassifier';
import { seedComments } from '../seed/seedComments';
import { splitSeed } from '../seed/splitSeed';

describe('createClassifierTrainer', () => {
  // A fifth of the seed: seconds of training, the same code path as the whole set.
  const split = splitSeed(seedComments());
  const job = {
    training: split.train.filter((_, index) => index % 5 === 0),
    heldOut: split.heldOut.slice(0, 200),
  };

  it('trains on a worker thread, leaving this one free, the same model as training here', async () => {
    const worker = createClassifierTrainer();
    try {
      // This thread keeps running its timers while the worker trains; training here would stop them all.
      let turns = 0;
      const timer = setInterval(() => {
        turns += 1;
      }, 5);
      const fromWorker = await worker.train(job);
      clearInterval(timer);
      expect(turns).toBeGreaterThan(3);

      const here = await createClassifierTrainer({ inline: true }).train(job);
      expect(fromWorker.heldOut).toEqual(here.heldOut);
      expect(fromWorker.weights.examples).toBe(job.training.length);
      const texts = split.heldOut.slice(200, 400).map((seed) => ({ text: seed.text }));
      expect(createEmbeddedClassifier({ weights: fromWorker.weights }).classifySync(texts)).toEqual(
        createEmbeddedClassifier({ training: () => job.training }).classifySync(texts),
      );
    } finally {
      await worker.close();
    }
  });
});
