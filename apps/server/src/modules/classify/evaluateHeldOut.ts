import { CLS_TYPES, CONTENT_TYPES, NEG_TYPES, SENTIMENTS, type TClassifierHeldOut } from '@notedesk/contract';
import type { EmbeddedClassifier } from './createEmbeddedClassifier';
import { labelMetrics } from './eval/labelMetrics';
import type { SeedComment } from './seed/seedComment';

const round3 = (value: number): number => Math.round(value * 1000) / 1000;

/**
 * Macro-F1 of each label on the seed set's held-out split, as `npm run eval` measures it: what the
 * classifier page shows next to a model, so a tenant sees whether its corrections helped or hurt.
 */
export const evaluateHeldOut = (
  classifier: EmbeddedClassifier,
  heldOut: readonly SeedComment[],
): TClassifierHeldOut => {
  const predicted = classifier.classifySync(heldOut.map((seed) => ({ text: seed.text })));
  const f1 = (name: string, classes: readonly (string | number)[], pick: (labels: SeedComment) => unknown) =>
    round3(
      labelMetrics(
        name,
        classes.map(String),
        heldOut.map((seed, index) => ({
          actual: String(pick(seed)),
          predicted: String(pick(predicted[index] as unknown as SeedComment)),
        })),
      ).macroF1,
    );
  const negatives = heldOut.map((seed, index) => ({ seed, index })).filter(({ seed }) => seed.cls_type === 0);
  const negType = labelMetrics(
    'neg_type',
    NEG_TYPES,
    negatives.map(({ seed, index }) => ({
      actual: String(seed.neg_type),
      predicted: String(predicted[index]!.neg_type),
    })),
  );
  return {
    count: heldOut.length,
    cls_type: f1('cls_type', CLS_TYPES, (labels) => labels.cls_type),
    sentiment: f1('sentiment', SENTIMENTS, (labels) => labels.sentiment),
    content_type: f1('content_type', CONTENT_TYPES, (labels) => labels.content_type),
    neg_type: round3(negType.macroF1),
  };
};
