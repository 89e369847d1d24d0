/** A labelled feature vector for a logistic regression. */
export type LabelledVector = { features: readonly number[]; label: boolean };

/** Options: the L2 penalty, the step size and the number of full-batch steps (fixed, so training is deterministic). */
export type LogisticOptions = { l2: number; rate: number; steps: number };

/**
 * A logistic regression trained by full-batch gradient descent from zero weights: returns the log-odds of a vector.
 * A few dozen features and a thousand rows train in milliseconds, so it is built at start-up from the data files.
 * The classes are weighted to balance, so the threshold means the same whatever share of trolls a file has.
 */
export const trainLogistic = (
  rows: readonly LabelledVector[],
  options: LogisticOptions,
): ((features: readonly number[]) => number) => {
  const width = rows[0]?.features.length ?? 0;
  const weights = new Array<number>(width + 1).fill(0);
  const positives = rows.filter((row) => row.label).length;
  const weightOf = (label: boolean): number =>
    rows.length / (2 * Math.max(1, label ? positives : rows.length - positives));
  const logit = (features: readonly number[]): number =>
    features.reduce((sum, value, index) => sum + value * weights[index]!, weights[width]!);
  for (let step = 0; step < options.steps; step += 1) {
    const gradient = new Array<number>(width + 1).fill(0);
    for (const row of rows) {
      const error = (1 / (1 + Math.exp(-logit(row.features))) - Number(row.label)) * weightOf(row.label);
      row.features.forEach((value, index) => {
        gradient[index]! += error * value;
      });
      gradient[width]! += error;
    }
    for (let index = 0; index <= width; index += 1) {
      const penalty = index === width ? 0 : options.l2 * weights[index]!;
      weights[index]! -= options.rate * (gradient[index]! / rows.length + penalty);
    }
  }
  return logit;
};
