import { chmodSync, existsSync, renameSync, rmSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import SQLite from 'better-sqlite3';

export type SqliteBackup = { file: string; bytes: number };

/**
 * Copies the SQLite database at `databasePath` to `file` while the server keeps running: `VACUUM INTO`
 * reads one consistent snapshot (a read transaction, which in WAL mode neither waits for nor blocks the
 * server's writes), so the copy holds every committed row and nothing half-written. The copy is written
 * beside `file` and renamed into place only once it is complete and checks out; an existing `file` is
 * refused unless `force`. The source is opened read-only and never changed.
 */
export const backupSqlite = (databasePath: string, file: string, force: boolean): SqliteBackup => {
  const target = resolve(file);
  if (databasePath === ':memory:' || !existsSync(databasePath)) {
    throw new Error(`there is no database file at ${databasePath}`);
  }
  if (target === resolve(databasePath)) throw new Error('the backup cannot replace the database itself');
  if (existsSync(target) && !force) throw new Error(`${target} already exists; add --force to replace it`);
  const partial = `${target}.partial-${process.pid}`;
  rmSync(partial, { force: true });
  const source = new SQLite(databasePath, { readonly: true, fileMustExist: true });
  try {
    // A checkpoint by the server may hold the database for a moment; the CLI can afford to wait.
    source.pragma('busy_timeout = 10000');
    source.prepare('VACUUM INTO ?').run(partial);
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  } finally {
    source.close();
  }
  const copy = new SQLite(partial, { readonly: true, fileMustExist: true });
  const check = copy.pragma('quick_check', { simple: true });
  copy.close();
  if (check !== 'ok') {
    rmSync(partial, { force: true });
    throw new Error(`the copy failed its check (${String(check)}); ${target} was not written`);
  }
  // The copy holds every tenant's data, password hashes and sessions: for the server's user only.
  chmodSync(partial, 0o600);
  renameSync(partial, target);
  return { file: target, bytes: statSync(target).size };
};
