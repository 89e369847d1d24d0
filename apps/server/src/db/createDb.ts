import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { cachedStatements } from './cachedStatements';
import type { DialectName } from './dialect';
import type { Database } from './schema';

export type DatabaseHandle = {
  db: Kysely<Database>;
  dialect: DialectName;
  close: () => Promise<void>;
};

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

const openSqlite = (path: string): DatabaseHandle => {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const sqlite = new SQLite(path);
  // WAL lets readers run beside the single writer; NORMAL sync is safe with WAL.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('cache_size = -65536');
  sqlite.pragma('temp_store = MEMORY');
  sqlite.pragma('mmap_size = 1073741824');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: cachedStatements(sqlite) }) });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
};

const openPostgres = (url: string): DatabaseHandle => {
  const pool = new pg.Pool({ connectionString: url, max: 10, types: pgTypes });
  // An idle connection that the server drops (restart, admin command) must not crash the process: the pool
  // discards it and opens a new one for the next query.
  pool.on('error', (error) => {
    process.emitWarning(`PostgreSQL connection dropped: ${error.message}`);
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, dialect: 'postgres', close: () => db.destroy() };
};

/** `postgres://` or `postgresql://` selects PostgreSQL; anything else is a SQLite file path. */
export const createDb = (databaseUrl: string): DatabaseHandle =>
  isPostgresUrl(databaseUrl) ? openPostgres(databaseUrl) : openSqlite(databaseUrl);
