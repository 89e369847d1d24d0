/** Accuracy, per-class precision/recall/F1, macro-F1 and the confusion matrix of one label. */
export type LabelMetrics = {
  label: string;
  count: number;
  accuracy: number;
  macroF1: number;
  classes: string[];
  /** matrix[actual][predicted] counts, in `classes` order. */
  matrix: number[][];
  perClass: { name: string; precision: number; recall: number; f1: number; support: number }[];
};

/**
 * Macro-F1 averages over the classes that occur in the truth (a class the model predicts but that never
 * occurs would otherwise add a 0 and punish nothing real). Predictions outside `classes` (a `neutral`
 * on a two-class benchmark) count as wrong and show in an extra column.
 */
export const labelMetrics = (
  label: string,
  classes: readonly string[],
  pairs: readonly { actual: string; predicted: string }[],
): LabelMetrics => {
  const columns = [...classes];
  for (const { predicted } of pairs) if (!columns.includes(predicted)) columns.push(predicted);
  const matrix = classes.map(() => columns.map(() => 0));
  let correct = 0;
  for (const { actual, predicted } of pairs) {
    const row = matrix[classes.indexOf(actual)];
    if (!row) continue;
    const column = columns.indexOf(predicted);
    row[column] = (row[column] ?? 0) + 1;
    if (actual === predicted) correct += 1;
  }
  const perClass = classes.map((name, index) => {
    const truePositive = matrix[index]?.[index] ?? 0;
    const support = (matrix[index] ?? []).reduce((sum, value) => sum + value, 0);
    const predictedCount = matrix.reduce((sum, row) => sum + (row[index] ?? 0), 0);
    const precision = predictedCount ? truePositive / predictedCount : 0;
    const recall = support ? truePositive / support : 0;
    const f1 = precision + recall ? (2 * precision * recall) / (precision + recall) : 0;
    return { name, precision, recall, f1, support };
  });
  const present = perClass.filter((entry) => entry.support > 0);
  return {
    label,
    count: pairs.length,
    accuracy: pairs.length ? correct / pairs.length : 0,
    macroF1: present.length ? present.reduce((sum, entry) => sum + entry.f1, 0) / present.length : 0,
    classes: columns,
    matrix,
    perClass,
  };
};
