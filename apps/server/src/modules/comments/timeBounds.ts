const DAY_MS = 24 * 60 * 60 * 1000;

/** A bare day (2026-11-01) means that day in China (Asia/Shanghai, UTC+8, no daylight saving). */
export const startOfBound = (bound: string): number =>
  bound.length === 10 ? Date.parse(`${bound}T00:00:00+08:00`) : Date.parse(bound);

/** Exclusive end: a bare day includes the whole day. */
export const endOfBound = (bound: string): number =>
  bound.length === 10 ? startOfBound(bound) + DAY_MS : Date.parse(bound);
