import { z } from 'zod';
import { ZPlatform } from './domain';
import { queryValue } from './queryValue';
import { ZRowIdParam } from './rowId';

/** A day (2026-11-01, Asia/Shanghai) or an instant (ISO 8601 with offset). */
export const ZTimeBound = z.union([z.iso.datetime({ offset: true }), z.iso.date()]);

/** `true`/`false`/`1`/`0` in a query string. */
export const ZQueryYesNo = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

/** Filters the note and comment lists share: platform, time, brand, product line (expand2), product (expand1), keyword. */
export const CONTENT_FILTER_FIELDS = {
  target_platform: queryValue(ZPlatform).default('xhs'),
  start_time: queryValue(ZTimeBound),
  end_time: queryValue(ZTimeBound),
  brand_id: queryValue(ZRowIdParam),
  /** The product line (`expand2`). */
  product_line_id: queryValue(ZRowIdParam),
  expand2: queryValue(ZRowIdParam),
  /** The product (`expand1`). */
  product_id: queryValue(ZRowIdParam),
  expand1: queryValue(ZRowIdParam),
  keyword: queryValue(z.string().trim().min(1).max(100)),
};
