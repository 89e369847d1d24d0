import { type Reason, type ReasonCode, type ReasonParams, reasonText } from './importReasons';
import { parseCount } from './parseCount';

/** A mapping failure of one row; the message (English) names the field, `reason` is its code. */
export class RowError extends Error {
  readonly reason: Reason;
  constructor(code: ReasonCode, params: ReasonParams) {
    super(reasonText('en-US', { code, params }));
    this.reason = { code, params };
  }
}

/**
 * A value as text: numbers as written, null/absent as '', anything else as JSON. Never String() on an object:
 * a crawler's `{"toString": 1}` makes it throw.
 */
const textOf = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value) ?? '';
};

/** A text field: numbers as written, null/absent as ''. */
export const text = (record: Record<string, unknown>, name: string): string => textOf(record[name]);

/** An id that must be present (platform ids are long digit or hex strings; never parsed as numbers). */
export const requiredId = (record: Record<string, unknown>, name: string): string => {
  const value = text(record, name).trim();
  if (!value) throw new RowError('fieldEmpty', { field: name });
  return value;
};

export const count = (record: Record<string, unknown>, name: string): number => {
  const value = parseCount(record[name]);
  if (value === undefined)
    throw new RowError('notCount', { field: name, value: JSON.stringify(text(record, name).slice(0, 40)) });
  return value;
};

/** Epoch seconds and milliseconds are told apart by size (ms since 2001 has 13 digits). */
const MS_THRESHOLD = 100_000_000_000;

/**
 * A time in epoch milliseconds. xhs writes milliseconds and Douyin seconds; either is accepted whatever the
 * platform, since both exist in the wild. Empty → `fallback`.
 */
export const epochMs = (record: Record<string, unknown>, name: string, fallback?: number): number => {
  const raw = text(record, name).trim();
  if (raw === '') {
    if (fallback !== undefined) return fallback;
    throw new RowError('fieldEmpty', { field: name });
  }
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0)
    throw new RowError('notTime', { field: name, value: JSON.stringify(raw.slice(0, 40)) });
  return Math.round(value < MS_THRESHOLD ? value * 1000 : value);
};

/** MediaCrawler joins lists with commas; stored as a JSON array of trimmed non-empty items. */
export const commaList = (record: Record<string, unknown>, name: string): string => {
  const value = record[name];
  const items = Array.isArray(value)
    ? value.map(textOf)
    : text(record, name)
        .split(',')
        .map((item) => item.trim());
  return JSON.stringify(items.filter((item) => item !== ''));
};

/** The parent of a reply; MediaCrawler writes "0" or "" for top-level comments. */
export const parentId = (record: Record<string, unknown>, name: string): string => {
  const value = text(record, name).trim();
  return value === '0' ? '' : value;
};
