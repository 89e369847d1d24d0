import { isPlatformLink, PLATFORM_LINK_HOSTS } from '@notedesk/contract';
import { storedTimeWindow } from '../../storedTimeWindow';
import { type Reason, type ReasonCode, type ReasonParams, reason, reasonText } from './importReasons';
import type { MapContext, Platform } from './importTypes';
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

const utcDay = (epochMs: number): string => new Date(epochMs).toISOString().slice(0, 10);

/**
 * A time in epoch milliseconds. xhs writes milliseconds and Douyin seconds; either is accepted whatever the
 * platform, since both exist in the wild. Empty → `fallback`. A time outside the stored window (2000-01-01
 * to a day after `now`) is refused: it is a wrong unit or an attack, and it would break every page showing it.
 */
export const epochMs = (
  record: Record<string, unknown>,
  name: string,
  now: number,
  fallback?: number,
): number => {
  const raw = text(record, name).trim();
  if (raw === '') {
    if (fallback !== undefined) return fallback;
    throw new RowError('fieldEmpty', { field: name });
  }
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0)
    throw new RowError('notTime', { field: name, value: JSON.stringify(raw.slice(0, 40)) });
  const ms = Math.round(value < MS_THRESHOLD ? value * 1000 : value);
  const { min, max } = storedTimeWindow(now);
  if (ms < min || ms > max)
    throw new RowError('timeOutOfRange', {
      field: name,
      value: raw.slice(0, 40),
      from: utcDay(min),
      to: utcDay(max),
    });
  return ms;
};

/**
 * A note's link on its platform. Anything else (`javascript:`, another site) is left out and reported
 * through `context.dropped`, and the platform's own link for the note (`canonical`) is stored instead, as
 * when the crawler sends none: the note is kept and its "view original" still works.
 */
export const noteLink = (
  record: Record<string, unknown>,
  name: string,
  platform: Platform,
  canonical: string,
  context: MapContext,
): string => {
  const value = text(record, name).trim();
  if (value === '') return canonical;
  if (isPlatformLink(platform, value)) return value;
  context.dropped(
    reason('linkNotPlatform', { field: name, hosts: PLATFORM_LINK_HOSTS[platform].join(' / ') }),
  );
  return canonical;
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
