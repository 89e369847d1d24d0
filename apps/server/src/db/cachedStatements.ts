import type SQLite from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

/** Enough for every distinct query the app builds; `IN (?, ?, …)` lists of many lengths fall out first. */
const DEFAULT_CAPACITY = 500;

/**
 * The database as Kysely's SQLite driver sees it, with `prepare` answering from a least-recently-used cache
 * of statements keyed by their SQL text: the driver prepares every query afresh otherwise, which costs
 * more than running most of them. Sharing a statement is safe because the driver runs one query at a time
 * on its single connection, binds all parameters on each call, and SQLite re-prepares a statement itself
 * when the schema changes (migrations).
 */
export const cachedStatements = (sqlite: SQLite.Database, capacity = DEFAULT_CAPACITY): SqliteDatabase => {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => {
      statements.clear();
      sqlite.close();
    },
    prepare: (sql) => {
      const cached = statements.get(sql);
      if (cached) {
        // Map keeps insertion order: moving the entry to the end makes the first key the least recent.
        statements.delete(sql);
        statements.set(sql, cached);
        return cached;
      }
      const statement = sqlite.prepare(sql);
      statements.set(sql, statement);
      if (statements.size > capacity) {
        const oldest = statements.keys().next().value;
        if (oldest !== undefined) statements.delete(oldest);
      }
      return statement;
    },
  };
};
