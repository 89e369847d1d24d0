/**
 * Whether a parsed JSON value nests objects/arrays more than `limit` levels (the value itself is level 1).
 * Walks with its own stack, never recursion, so a value 100,000 levels deep is measured, not a crash.
 * A flat record (every MediaCrawler row) costs one pass over its keys and no allocation past the stack.
 */
export const deeperThan = (value: unknown, limit: number): boolean => {
  if (typeof value !== 'object' || value === null) return false;
  const pending: Array<{ item: Record<string, unknown>; depth: number }> = [
    { item: value as Record<string, unknown>, depth: 1 },
  ];
  for (let next = pending.pop(); next; next = pending.pop()) {
    if (next.depth > limit) return true;
    for (const key in next.item) {
      const child = next.item[key];
      if (typeof child === 'object' && child !== null)
        pending.push({ item: child as Record<string, unknown>, depth: next.depth + 1 });
    }
  }
  return false;
};
