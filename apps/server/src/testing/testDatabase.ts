import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createDb, type DatabaseHandle, type DatabaseOptions, isPostgresUrl } from '../db/createDb';
import { migrateTo, migrateToLatest } from '../db/migrate';

export type TestDatabase = {
  /** A migrated, empty database of its own: pass it to buildApp({ database }) or use `.db` directly. */
  handle: DatabaseHandle;
  /** 'sqlite' or 'postgres', for the rare test whose expectation differs by dialect. */
  dialect: DatabaseHandle['dialect'];
  /** SQLite file path or postgres:// URL of this database (e.g. to start a server process on it). */
  url: string;
  /** Closes the handle and deletes the database (temp directory, or DROP DATABASE). Safe to call twice. */
  cleanup: () => Promise<void>;
};

/** Connection string of the same server with another database name. */
const withDatabase = (url: string, database: string): string => {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
};

/** Runs one statement on the admin connection (CREATE/DROP DATABASE cannot run in a transaction or pool). */
const adminQuery = async (adminUrl: string, statement: string): Promise<void> => {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
};

/** Brings a new test database to the schema a test needs. */
type Migrate = (handle: DatabaseHandle) => Promise<void>;

const createSqlite = async (migrate: Migrate, options: DatabaseOptions): Promise<TestDatabase> => {
  const directory = mkdtempSync(join(tmpdir(), 'notedesk-test-'));
  const url = join(directory, 'test.db');
  const handle = createDb(url, options);
  let closed = false;
  const cleanup = async () => {
    if (closed) return;
    closed = true;
    await handle.close();
    rmSync(directory, { recursive: true, force: true });
  };
  try {
    await migrate(handle);
  } catch (error) {
    await cleanup();
    throw error;
  }
  return { handle, dialect: 'sqlite', url, cleanup };
};

const createPostgres = async (adminUrl: string, migrate: Migrate): Promise<TestDatabase> => {
  // Lower case and no dashes, so the name needs no quoting; unique per call, so test files run in parallel.
  const name = `notedesk_test_${randomUUID().replaceAll('-', '').slice(0, 20)}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  const url = withDatabase(adminUrl, name);
  const handle = createDb(url);
  let closed = false;
  const cleanup = async () => {
    if (closed) return;
    closed = true;
    await handle.close();
    // WITH (FORCE) ends connections a failed test may have left open (PostgreSQL 13+).
    await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  };
  try {
    await migrate(handle);
  } catch (error) {
    await cleanup();
    throw error;
  }
  return { handle, dialect: 'postgres', url, cleanup };
};

/**
 * A fresh, migrated database for one test file (or one test), on the dialect CI asks for:
 *
 * - by default a SQLite file in a new directory under os.tmpdir();
 * - when TEST_DATABASE_URL is a postgres:// URL (an admin connection, e.g.
 *   postgres://postgres@127.0.0.1:55432/postgres), a new uniquely named database on that server.
 *
 * Always call `cleanup()` (in afterAll/afterEach): it closes the pool and removes the database.
 *
 * ```ts
 * let testDb: TestDatabase;
 * beforeAll(async () => { testDb = await createTestDatabase(); });
 * afterAll(async () => { await testDb.cleanup(); });
 * ```
 *
 * `options.url` overrides the environment (a test that must run on SQLite passes `{ url: '' }`);
 * `options.migrateTo` stops at that migration (a test of the next one's data changes);
 * `options.lockWaitMs` is how long a SQLite write waits for another process's lock.
 */
export const createTestDatabase = async (
  options: { url?: string; migrateTo?: string; lockWaitMs?: number } = {},
): Promise<TestDatabase> => {
  const target = options.url ?? process.env.TEST_DATABASE_URL ?? '';
  const { migrateTo: last, lockWaitMs } = options;
  const migrate: Migrate = last
    ? (handle) => migrateTo(handle, last)
    : async (handle) => {
        await migrateToLatest(handle);
      };
  return isPostgresUrl(target)
    ? createPostgres(target, migrate)
    : createSqlite(migrate, lockWaitMs !== undefined ? { lockWaitMs } : {});
};
