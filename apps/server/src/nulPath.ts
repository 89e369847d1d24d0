type Visit = { value: unknown; key: string; parent: Visit | undefined };

const pathOf = (visit: Visit): string[] => {
  const path: string[] = [];
  for (let at: Visit | undefined = visit; at?.parent !== undefined; at = at.parent) path.unshift(at.key);
  return path;
};

/**
 * The path of the first string holding a NUL character (U+0000) in a value, or undefined. PostgreSQL cannot
 * store NUL in text, so the API and the import readers both refuse it. Walked with a stack of its own, not
 * recursion, so a value nested thousands of levels deep is searched to the bottom without a stack overflow.
 */
export const nulPath = (value: unknown): string[] | undefined => {
  const stack: Visit[] = [{ value, key: '', parent: undefined }];
  for (let visit = stack.pop(); visit !== undefined; visit = stack.pop()) {
    if (typeof visit.value === 'string') {
      if (visit.value.includes('\u0000')) return pathOf(visit);
      continue;
    }
    if (visit.value === null || typeof visit.value !== 'object') continue;
    // Pushed last-first, so the first key is searched first and the path named is the first in the text.
    const entries = Object.entries(visit.value);
    for (let index = entries.length - 1; index >= 0; index -= 1) {
      const [key, child] = entries[index] as [string, unknown];
      stack.push({ value: child, key, parent: visit });
    }
  }
  return undefined;
};
