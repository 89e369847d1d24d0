/**
 * Runs at most `max` tasks at once; the others wait their turn in call order. For work that takes a thread
 * and its memory (a spreadsheet reader), so parallel requests queue instead of multiplying the memory.
 */
export const concurrencyLimit = (max: number) => {
  const state = { running: 0 };
  const waiting: Array<() => void> = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (state.running >= max) await new Promise<void>((resolve) => waiting.push(resolve));
    else state.running += 1;
    try {
      return await task();
    } finally {
      // The slot passes straight to the next in line, or is given back.
      const next = waiting.shift();
      if (next) next();
      else state.running -= 1;
    }
  };
};
