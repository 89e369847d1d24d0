import { createFeatureRowIndex } from './featureRowIndex';
import { type LinearModel, scoreRows } from './logisticRegression';

/**
 * Several models' class scores in one pass over a comment's features. The models the embedded classifier asks
 * of every comment (cls_type, sentiment, content_type, spam) learn from the same comments, so a feature has the
 * same row in each; their weights are laid side by side per row (cls_type's vocabulary decides the rows), and
 * one look-up and one run over contiguous memory replace four. A feature the first model never saw adds
 * nothing, as in each model's own `predictRows`.
 */
export type CombinedModels = {
  /** Writes each model's class probabilities into `outs[k]`; returns the share of known text features. */
  predictRows: (rows: Int32Array, count: number, textCount: number, outs: readonly Float64Array[]) => number;
};

export const combineModels = (models: readonly LinearModel[]): CombinedModels => {
  const [first] = models;
  if (!first) throw new Error('combineModels needs at least one model');
  const offsets: number[] = [];
  let width = 0;
  for (const model of models) {
    offsets.push(width);
    width += model.classes;
  }
  const rowCount = first.ids.length;
  const weights = new Float64Array(rowCount * width);
  // Each of the first model's features, found in every model at once.
  const ownRows = models.map(() => new Int32Array(rowCount));
  createFeatureRowIndex(models.map((model) => model.ids)).rowsOf(first.ids, ownRows);
  models.forEach((model, k) => {
    const own = ownRows[k]!;
    for (let row = 0; row < rowCount; row += 1) {
      if (own[row]! < 0) continue;
      for (let c = 0; c < model.classes; c += 1) {
        weights[row * width + offsets[k]! + c] = model.weightOf(own[row]!, c);
      }
    }
  });
  const sums = new Float64Array(width);

  return {
    predictRows: (rows, count, textCount, outs) => {
      const known = scoreRows(weights, width, rows, count, textCount, sums);
      for (const [k, model] of models.entries()) softmaxInto(sums, offsets[k]!, model.classes, outs[k]!);
      return known;
    },
  };
};

/** Softmax of `classes` scores starting at `from`, written into `out`. */
const softmaxInto = (scores: Float64Array, from: number, classes: number, out: Float64Array): void => {
  let max = Number.NEGATIVE_INFINITY;
  for (let c = 0; c < classes; c += 1) if (scores[from + c]! > max) max = scores[from + c]!;
  let sum = 0;
  for (let c = 0; c < classes; c += 1) {
    const e = Math.exp(scores[from + c]! - max);
    out[c] = e;
    sum += e;
  }
  for (let c = 0; c < classes; c += 1) out[c] = out[c]! / sum;
};
