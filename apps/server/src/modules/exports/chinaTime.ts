/** China keeps one offset all year (no daylight saving): Asia/Shanghai is UTC+8. */
const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000;

/** Epoch milliseconds → `YYYY-MM-DD HH:mm:ss` in Asia/Shanghai, as staff read times; '' for none. */
export const chinaTime = (epochMs: number | null): string =>
  epochMs === null
    ? ''
    : new Date(Number(epochMs) + CHINA_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
