/**
 * Splits `total` into parts proportional to `weights` that add up to exactly `total`, each at least
 * `minimum` when the total allows it (largest remainders get the leftover units, ties by position).
 */
export const allocateCounts = (weights: readonly number[], total: number, minimum: number): number[] => {
  if (weights.length === 0) return [];
  const floor = Math.min(minimum, Math.floor(total / weights.length));
  const rest = total - floor * weights.length;
  const sum = weights.reduce((acc, weight) => acc + weight, 0) || 1;
  const exact = weights.map((weight) => (weight / sum) * rest);
  const counts = exact.map((value) => floor + Math.floor(value));
  let leftover = total - counts.reduce((acc, count) => acc + count, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (let k = 0; leftover > 0; k = (k + 1) % byRemainder.length, leftover -= 1) {
    const index = byRemainder[k]!.index;
    counts[index] = counts[index]! + 1;
  }
  return counts;
};
