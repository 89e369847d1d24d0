import { chunks } from '../chunks';

/** SQLite's bound values per statement (SQLITE_MAX_VARIABLE_NUMBER, 3.32+); PostgreSQL takes more. */
const MAX_BOUND_VALUES = 32_766;
/** Rows per INSERT at the most: a statement stays short however narrow the rows. */
const MAX_ROWS = 1_000;

/**
 * Writes `rows` with one `insert` per batch, in order: 1,000 rows a batch, fewer when rows are so wide that
 * a batch would pass SQLite's bound-value limit. `insert` sends one INSERT of its batch (with any ON
 * CONFLICT it needs).
 */
export const insertInBatches = async <R extends object>(
  rows: readonly R[],
  insert: (batch: R[]) => Promise<unknown>,
): Promise<void> => {
  const columns = Math.max(1, Object.keys(rows[0] ?? {}).length);
  for (const batch of chunks(rows, Math.min(MAX_ROWS, Math.floor(MAX_BOUND_VALUES / columns)))) {
    await insert(batch);
  }
};
