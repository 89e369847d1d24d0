import { CompiledQuery, type Kysely } from 'kysely';
import { chunks } from '../chunks';
import type { DialectName } from './dialect';
import type { Database } from './schema';

/** Bound-parameter ceilings: SQLite's SQLITE_MAX_VARIABLE_NUMBER (3.32+) and PostgreSQL's wire protocol. */
const MAX_PARAMETERS = { sqlite: 32_766, postgres: 65_535 } as const;
const MAX_ROWS_PER_STATEMENT = 1_000;

const placeholders = (dialect: DialectName, rows: number, columns: number): string => {
  const out: string[] = [];
  for (let row = 0; row < rows; row += 1) {
    const marks: string[] = [];
    for (let column = 0; column < columns; column += 1) {
      marks.push(dialect === 'sqlite' ? '?' : `$${row * columns + column + 1}`);
    }
    out.push(`(${marks.join(',')})`);
  }
  return out.join(',');
};

/** One table's batched upsert: its columns and its `ON CONFLICT … DO UPDATE` clause. */
export type UpsertTarget = {
  table: 'notes' | 'comments' | 'feishu_exported_comments';
  columns: readonly string[];
  onConflict: string;
};

/**
 * Batched multi-row upserts sent as precompiled text: building a Kysely query object per row would cost
 * more than the database's own work. Statement texts are kept per (table, row count).
 */
export const bulkUpsert = (db: Kysely<Database>, dialect: DialectName) => {
  const statements = new Map<string, string>();
  const upsertText = (target: UpsertTarget, rows: number): string => {
    const key = `${target.table}:${rows}`;
    const cached = statements.get(key);
    if (cached) return cached;
    const text = `INSERT INTO ${target.table} (${target.columns.join(',')}) VALUES ${placeholders(dialect, rows, target.columns.length)} ${target.onConflict}`;
    statements.set(key, text);
    return text;
  };

  return async <R>(
    target: UpsertTarget,
    rows: readonly R[],
    values: (row: R) => unknown[],
  ): Promise<void> => {
    if (rows.length === 0) return;
    const { table, columns, onConflict } = target;
    if (dialect === 'sqlite') {
      // One parameter, a JSON array of rows, unpacked by SQLite itself: the statement text stays small and
      // constant (better-sqlite3 re-prepares every statement Kysely sends, and preparing a 30,000-placeholder
      // INSERT cost more than the insert), and no array of 150,000 parameters is built per batch.
      const text = `INSERT INTO ${table} (${columns.join(',')}) SELECT ${columns.map((_, index) => `value->>${index}`).join(',')} FROM json_each(?) WHERE true ${onConflict}`;
      await db.executeQuery(CompiledQuery.raw(text, [JSON.stringify(rows.map(values))]));
      return;
    }
    const perStatement = Math.min(
      MAX_ROWS_PER_STATEMENT,
      Math.floor(MAX_PARAMETERS[dialect] / columns.length),
    );
    for (const chunk of chunks(rows, perStatement)) {
      const parameters: unknown[] = [];
      for (const row of chunk) for (const value of values(row)) parameters.push(value);
      await db.executeQuery(CompiledQuery.raw(upsertText(target, chunk.length), parameters));
    }
  };
};
