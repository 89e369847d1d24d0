import type { LabelMetrics } from './labelMetrics';

const pct = (value: number): string => value.toFixed(3);

/** A one-line summary and the confusion matrix (rows = truth, columns = prediction) as plain text. */
export const formatMetrics = (title: string, metrics: LabelMetrics): string => {
  const width = Math.max(8, ...metrics.classes.map((name) => name.length)) + 1;
  const cell = (value: string) => value.padStart(width);
  const header = `${''.padEnd(width)}${metrics.classes.map(cell).join('')}`;
  const rows = metrics.matrix.map(
    (row, index) =>
      `${(metrics.classes[index] ?? '').padEnd(width)}${row.map((value) => cell(String(value))).join('')}`,
  );
  return [
    `${title} — ${metrics.label}: n=${metrics.count} accuracy=${pct(metrics.accuracy)} macro-F1=${pct(metrics.macroF1)}`,
    `  truth \\ predicted`,
    ...[header, ...rows].map((line) => `  ${line}`),
  ].join('\n');
};
