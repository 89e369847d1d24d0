/** A calendar day in the browser's zone as YYYY-MM-DD (what the date filter and the server take). */
export const toDay = (date: Date): string => {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
};

/** [today − `daysBack`, today]: 0 is today, 6 the last 7 days. */
export const dayRange = (daysBack: number, now: Date = new Date()): [string, string] => {
  const start = new Date(now);
  start.setDate(start.getDate() - daysBack);
  return [toDay(start), toDay(now)];
};
