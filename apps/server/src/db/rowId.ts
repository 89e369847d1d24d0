import { MAX_ROW_ID } from '@notedesk/contract';

/**
 * True when `id` can be a stored row id. Repositories check ids that come from a request before they reach
 * SQL: PostgreSQL fails an int4 comparison with an out-of-range number ("value out of range") instead of
 * finding nothing, which would answer 500 where the caller should get 404.
 */
export const isRowId = (id: number): boolean => Number.isSafeInteger(id) && id >= 1 && id <= MAX_ROW_ID;
