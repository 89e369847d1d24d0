import type { LinearModel } from './logisticRegression';

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
  const weights = new Float64Array(first.vocabulary.size * width);
  for (const [id, row] of first.vocabulary) {
    models.forEach((model, k) => {
      const own = model === first ? row : model.vocabulary.get(id);
      if (own === undefined) return;
      for (let c = 0; c < model.classes; c += 1) {
        weights[row * width + offsets[k]! + c] = model.weightOf(own, c);
      }
    });
  }
  const sums = new Float64Array(width);
  const cueValue = first.cueValue;

  return {
    predictRows: (rows, count, textCount, outs) => {
      sums.fill(0);
      const textValue = 1 / Math.sqrt(Math.max(1, textCount));
      let known = 0;
      for (let i = 0; i < count; i += 1) {
        const row = rows[i]!;
        if (row < 0) continue;
        const isText = i < textCount;
        if (isText) known += 1;
        const value = isText ? textValue : cueValue;
        const base = row * width;
        for (let c = 0; c < width; c += 1) sums[c] = sums[c]! + weights[base + c]! * value;
      }
      models.forEach((model, k) => softmaxInto(sums, offsets[k]!, model.classes, outs[k]!));
      return textCount > 0 ? known / textCount : 0;
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
