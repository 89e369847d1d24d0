/** Multipliers of the Chinese and Latin suffixes the platforms abbreviate large counts with. */
const UNITS: Record<string, number> = {
  '': 1,
  k: 1_000,
  K: 1_000,
  千: 1_000,
  w: 10_000,
  W: 10_000,
  万: 10_000,
  亿: 100_000_000,
};

const COUNT_TEXT = /^(\d+(?:\.\d+)?)\s*(k|K|千|w|W|万|亿)?\+?$/;

/**
 * A like/comment/share count as MediaCrawler writes it: "37", "1.2万" (12,000), "10万+" (100,000, the
 * platform's floor), "1,234", "" (0). Returns undefined for anything else, so the caller can report the row.
 */
export const parseCount = (value: unknown): number | undefined => {
  if (value === null || value === undefined) return 0;
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? Math.round(value) : undefined;
  if (typeof value !== 'string') return undefined;
  const text = value.trim().replaceAll(',', '');
  if (text === '') return 0;
  const match = COUNT_TEXT.exec(text);
  if (!match) return undefined;
  const [, digits = '0', unit = ''] = match;
  return Math.round(Number(digits) * (UNITS[unit] ?? 1));
};
