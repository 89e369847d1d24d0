/** `items` cut into runs of at most `size`, in order (e.g. ids per `IN (…)` lookup). */
export const chunks = <T>(items: readonly T[], size: number): T[][] => {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += size) out.push(items.slice(start, start + size));
  return out;
};
