/**
 * Whether a parsed JSON value nests objects/arrays more than `limit` levels (the value itself is level 1).
 * Walks with its own stack, never recursion, so a value 100,000 levels deep is measured, not a crash.
 */
export const deeperThan = (value: unknown, limit: number): boolean => {
  const pending: Array<{ item: object; depth: number }> = [];
  if (typeof value === 'object' && value !== null) pending.push({ item: value, depth: 1 });
  for (let next = pending.pop(); next; next = pending.pop()) {
    if (next.depth > limit) return true;
    for (const child of Object.values(next.item)) {
      if (typeof child === 'object' && child !== null) pending.push({ item: child, depth: next.depth + 1 });
    }
  }
  return false;
};
