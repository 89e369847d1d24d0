/** The server counts days in Asia/Shanghai (UTC+8, no daylight saving): DESIGN §4, contract ZTimeBound. */
const SHANGHAI_OFFSET_MS = 8 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The Shanghai day (YYYY-MM-DD) an instant falls on. */
export const shanghaiDayOf = (instant: string): string =>
  new Date(Date.parse(instant) + SHANGHAI_OFFSET_MS).toISOString().slice(0, 10);

/**
 * A time bound of a list query as the day the comment page's date filter takes: a day stays; an instant
 * that is a Shanghai midnight becomes its day (for an end bound, exclusive, the day before); any other
 * instant has no day and gives undefined.
 */
export const boundToDay = (bound: string, side: 'start' | 'end'): string | undefined => {
  if (DAY.test(bound)) return bound;
  const ms = Date.parse(bound);
  if (Number.isNaN(ms) || (ms + SHANGHAI_OFFSET_MS) % DAY_MS !== 0) return undefined;
  return new Date(ms + SHANGHAI_OFFSET_MS - (side === 'end' ? DAY_MS : 0)).toISOString().slice(0, 10);
};

/** First and last Shanghai day of a period answered as [start, end) instants. */
export const periodDays = (start: string, end: string): [string, string] => [
  shanghaiDayOf(start),
  shanghaiDayOf(new Date(Date.parse(end) - 1).toISOString()),
];
