import { z } from 'zod';

/**
 * Largest stored row id (PostgreSQL `integer`, int4; SQLite accepts more, but no row has it). Larger numbers
 * are refused at validation, not sent to SQL.
 */
export const MAX_ROW_ID = 2_147_483_647;

/** A row id in a JSON body. */
export const ZRowId = z.number().int().positive().max(MAX_ROW_ID);

/**
 * A row id in a path or query string. Not capped: an id no row can have answers 404 like any missing id
 * (repositories check `isRowId` before SQL).
 */
export const ZRowIdParam = z.coerce.number().int().positive();
