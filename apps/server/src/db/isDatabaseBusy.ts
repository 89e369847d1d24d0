/** PostgreSQL codes of a wait that ran out: lock_not_available (lock_timeout), serialization failure,
 * deadlock, too many connections, server starting or stopping. */
const POSTGRES_BUSY_CODES = new Set(['55P03', '40001', '40P01', '53300', '57P03']);

/** What pg.Pool throws when no connection frees up within `connectionTimeoutMillis`. */
const POOL_TIMEOUT = /timeout exceeded when trying to connect/i;

/**
 * True when a database error means "busy, try again shortly" rather than a fault: another process held
 * SQLite's write lock past the wait, or PostgreSQL ran out of time or connections. Answered 503.
 */
export const isDatabaseBusy = (error: unknown): boolean => {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (code.startsWith('SQLITE_BUSY') || POSTGRES_BUSY_CODES.has(code)))
    return true;
  return typeof message === 'string' && POOL_TIMEOUT.test(message);
};
