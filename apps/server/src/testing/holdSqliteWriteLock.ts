import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';

/** A write lock another process holds on a SQLite file until `release()`. */
export type HeldWriteLock = { release: () => Promise<void> };

// Runs in the child: takes the write lock, says so, and commits when a line arrives on stdin.
const HOLDER_SCRIPT = `
const db = new (require('better-sqlite3'))(process.argv[1]);
db.exec('BEGIN IMMEDIATE');
process.stdout.write('locked\\n');
process.stdin.once('data', () => { db.exec('COMMIT'); db.close(); process.exit(0); });
`;

/**
 * Starts another process that holds `BEGIN IMMEDIATE` on the SQLite file, as a second program (the sqlite3
 * shell, a CLI import) would; resolves once the lock is held.
 */
export const holdSqliteWriteLock = async (path: string): Promise<HeldWriteLock> => {
  const child = spawn(process.execPath, ['-e', HOLDER_SCRIPT, path], {
    cwd: import.meta.dirname,
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout });
  const [first] = (await Promise.race([
    once(lines, 'line'),
    once(child, 'exit').then(([code]) => {
      throw new Error(`the lock holder exited with ${String(code)} before taking the lock`);
    }),
  ])) as [string];
  if (first !== 'locked') throw new Error(`the lock holder said ${first}`);
  return {
    release: async () => {
      if (child.exitCode !== null) return;
      const exited = once(child, 'exit');
      child.stdin.end('release\n');
      await exited;
    },
  };
};
