import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteAdapter, SqliteIntrospector, SqliteQueryCompiler } from 'kysely';
import pg from 'pg';
import type { DialectName } from './dialect';
import { LockWaitingSqliteDriver } from './lockWaitingSqliteDriver';
import type { Database } from './schema';

export type DatabaseHandle = {
  db: Kysely<Database>;
  dialect: DialectName;
  close: () => Promise<void>;
};

export type DatabaseOptions = {
  /**
   * How long a SQLite statement waits for another process's write lock (a CLI import, the sqlite3 shell,
   * another server process) before it fails as busy, which the API answers 503. The event loop stays free.
   */
  lockWaitMs?: number;
};

/** Long enough for another process's ordinary write to finish, short enough that a client hears back soon. */
export const DEFAULT_LOCK_WAIT_MS = 3000;

/** A request waits this long for a free PostgreSQL connection before it is answered 503. */
const POOL_WAIT_MS = 10_000;

export const isPostgresUrl = (url: string): boolean => /^postgres(ql)?:\/\//i.test(url);

const INT8_OID = 20;
const NUMERIC_OID = 1700;

/** Times and counts are bigint columns; they fit in a JS number, so read them as numbers. */
const pgTypes = {
  getTypeParser: (oid: number, format?: 'text' | 'binary') => {
    if (oid === INT8_OID || oid === NUMERIC_OID) return (value: string) => Number(value);
    return pg.types.getTypeParser(oid, format as 'text');
  },
};

const openSqlite = (path: string, lockWaitMs: number): DatabaseHandle => {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const sqlite = new SQLite(path);
  // WAL lets readers run beside the single writer; NORMAL sync is safe with WAL.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  // SQLite's own busy handler sleeps synchronously and would stop the whole server while another process
  // writes; the driver waits instead (see LockWaitingSqliteDriver).
  sqlite.pragma('busy_timeout = 0');
  sqlite.pragma('cache_size = -65536');
  sqlite.pragma('temp_store = MEMORY');
  sqlite.pragma('mmap_size = 1073741824');
  const db = new Kysely<Database>({
    dialect: {
      createDriver: () => new LockWaitingSqliteDriver(sqlite, lockWaitMs),
      createQueryCompiler: () => new SqliteQueryCompiler(),
      createAdapter: () => new SqliteAdapter(),
      createIntrospector: (kysely) => new SqliteIntrospector(kysely),
    },
  });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
};

const openPostgres = (url: string): DatabaseHandle => {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: POOL_WAIT_MS,
    types: pgTypes,
  });
  // An idle connection that the server drops (restart, admin command) must not crash the process: the pool
  // discards it and opens a new one for the next query.
  pool.on('error', (error) => {
    process.emitWarning(`PostgreSQL connection dropped: ${error.message}`);
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, dialect: 'postgres', close: () => db.destroy() };
};

/** `postgres://` or `postgresql://` selects PostgreSQL; anything else is a SQLite file path. */
export const createDb = (databaseUrl: string, options: DatabaseOptions = {}): DatabaseHandle =>
  isPostgresUrl(databaseUrl)
    ? openPostgres(databaseUrl)
    : openSqlite(databaseUrl, options.lockWaitMs ?? DEFAULT_LOCK_WAIT_MS);
