/** Share flagged (confidence below the threshold) and how often the others' cls_type and sentiment are right. */
const flaggedAndRight = (
  confidence: readonly number[],
  right: readonly boolean[],
  threshold: number,
): { flagged: number; right: number } => {
  const kept = confidence.flatMap((value, index) => (value >= threshold ? [right[index]!] : []));
  return {
    flagged: 1 - kept.length / confidence.length,
    right: kept.filter(Boolean).length / (kept.length || 1),
  };
};

/** The highest threshold that flags no more than `share` of the comments. */
export const thresholdFor = (confidence: readonly number[], share: number): number => {
  const sorted = [...confidence].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length * share)] ?? 0;
};

const SHARES = [0.05, 0.08, 0.1, 0.12, 0.13, 0.14, 0.15, 0.18, 0.2, 0.25];

/**
 * Lines of "threshold → flagged share, unflagged right": at the thresholds that flag 5 … 25 % of the comments, then
 * at any given thresholds (how a candidate review threshold does on a set, e.g. new voices scored unseen).
 */
export const reviewCurve = (
  confidence: readonly number[],
  right: readonly boolean[],
  thresholds: readonly number[] = [],
): string =>
  [...SHARES.map((share) => thresholdFor(confidence, share)), ...thresholds]
    .map((threshold) => {
      const measured = flaggedAndRight(confidence, right, threshold);
      return `  threshold ${threshold.toFixed(3)}  flagged ${measured.flagged.toFixed(3)}  unflagged right ${measured.right.toFixed(3)}`;
    })
    .join('\n');
