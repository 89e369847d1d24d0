import type SQLite from 'better-sqlite3';
import {
  CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
  SelectQueryNode,
  type SqliteDatabase,
} from 'kysely';
import { cachedStatements } from './cachedStatements';

/** The first pause after a busy answer; each next one doubles up to MAX_PAUSE_MS (SQLite's own handler
 * steps similarly from 1 to 100 ms). */
const FIRST_PAUSE_MS = 2;
const MAX_PAUSE_MS = 100;

const isSqliteBusy = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  typeof (error as { code?: unknown }).code === 'string' &&
  (error as { code: string }).code.startsWith('SQLITE_BUSY');

const sleep = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));

/** One holder at a time of the single connection; waiters queue in order. */
const createMutex = () => {
  let tail: Promise<void> = Promise.resolve();
  let release: () => void = () => {};
  return {
    lock: async (): Promise<void> => {
      const previous = tail;
      let unlock: () => void = () => {};
      tail = new Promise<void>((done) => {
        unlock = done;
      });
      await previous;
      release = unlock;
    },
    unlock: () => release(),
  };
};

type Mutex = ReturnType<typeof createMutex>;

const runStatement = (statements: SqliteDatabase, compiled: CompiledQuery): QueryResult<unknown> => {
  const statement = statements.prepare(compiled.sql);
  if (statement.reader) return { rows: statement.all(compiled.parameters) as unknown[] };
  const { changes, lastInsertRowid } = statement.run(compiled.parameters);
  return {
    numAffectedRows: BigInt(changes),
    insertId: BigInt(lastInsertRowid),
    rows: [],
  };
};

/**
 * Kysely's SQLite driver, except that waiting for another process's write lock never blocks the event
 * loop: the connection runs with `busy_timeout = 0`, and a statement that finds the database busy outside
 * a transaction is retried after a short sleep, with the connection handed to other queries (reads,
 * /healthz) meanwhile. After `lockWaitMs` the SQLITE_BUSY error is thrown (the API answers 503).
 * Transactions begin IMMEDIATE, so a transaction takes the write lock up front — where a busy answer is
 * retried — and never meets it halfway, where it could only fail.
 */
export class LockWaitingSqliteDriver implements Driver {
  readonly #sqlite: SQLite.Database;
  readonly #lockWaitMs: number;
  readonly #mutex: Mutex = createMutex();
  readonly #connection: DatabaseConnection;

  constructor(sqlite: SQLite.Database, lockWaitMs: number) {
    this.#sqlite = sqlite;
    this.#lockWaitMs = lockWaitMs;
    const statements = cachedStatements(sqlite);
    this.#connection = {
      executeQuery: <R>(compiled: CompiledQuery) =>
        this.#runWaitingForLock(() => runStatement(statements, compiled) as QueryResult<R>),
      streamQuery: <R>(compiled: CompiledQuery) => {
        if (!SelectQueryNode.is(compiled.query)) throw new Error('SQLite streams only select queries');
        const rows = statements.prepare(compiled.sql).iterate(compiled.parameters) as IterableIterator<R>;
        return (async function* () {
          for (const row of rows) yield { rows: [row] };
        })();
      },
    };
  }

  async #runWaitingForLock<T>(run: () => T): Promise<T> {
    const deadline = Date.now() + this.#lockWaitMs;
    for (let pause = FIRST_PAUSE_MS; ; pause = Math.min(pause * 2, MAX_PAUSE_MS)) {
      try {
        return run();
      } catch (error) {
        // Inside a transaction the statement cannot simply run again later; the caller's transaction fails.
        if (!isSqliteBusy(error) || this.#sqlite.inTransaction || Date.now() + pause > deadline) throw error;
      }
      // The caller holds the connection; lend it to other queries while this one waits.
      this.#mutex.unlock();
      try {
        await sleep(pause);
      } finally {
        await this.#mutex.lock();
      }
    }
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    await this.#mutex.lock();
    return this.#connection;
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async releaseConnection(): Promise<void> {
    this.#mutex.unlock();
  }

  async destroy(): Promise<void> {
    this.#sqlite.close();
  }
}
