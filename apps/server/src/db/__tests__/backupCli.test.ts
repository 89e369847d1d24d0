import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenantRepository } from '../../modules/tenant/repository';
import { createTestDatabase, type TestDatabase } from '../../testing/testDatabase';

const serverRoot = join(import.meta.dirname, '../../..');

type CliRun = { code: number | null; stdout: string; stderr: string };

/** `npm run cli -- backup …` against the given DATABASE_URL. */
const runBackup = (databaseUrl: string, dataDir: string, ...args: string[]): Promise<CliRun> =>
  new Promise((done, fail) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli.ts', 'backup', ...args], {
      cwd: serverRoot,
      env: { ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString('utf8');
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString('utf8');
    });
    child.on('error', fail);
    child.on('close', (code) => done({ code, stdout, stderr }));
  });

/** Tenant names in a backup file, after SQLite's full integrity check. */
const readBackup = (file: string) => {
  const copy = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    return {
      integrity: copy.pragma('integrity_check', { simple: true }),
      tenants: (copy.prepare('select name from tenants order by id').all() as Array<{ name: string }>).map(
        (row) => row.name,
      ),
    };
  } finally {
    copy.close();
  }
};

describe('npm run cli -- backup FILE', () => {
  let testDb: TestDatabase;
  let dir: string;
  beforeAll(async () => {
    // The embedded database is what this command copies, whichever database the suite runs on.
    testDb = await createTestDatabase({ url: '' });
    dir = mkdtempSync(join(tmpdir(), 'notedesk-backup-'));
  });
  afterAll(async () => {
    await testDb?.cleanup();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('copies every committed row while another write is under way, and the copy passes integrity_check', async () => {
    const tenants = createTenantRepository(testDb.handle.db);
    const committed: string[] = [];
    for (let n = 0; n < 300; n++) {
      const name = `committed ${n}`;
      await tenants.insert(name, Date.now());
      committed.push(name);
    }
    const file = join(dir, 'during-write.db');
    // The server's write: rows inserted in a transaction that is still open (holding the write lock)
    // while the backup runs in another process.
    const run = await testDb.handle.db.transaction().execute(async (trx) => {
      const inFlight = createTenantRepository(trx);
      for (let n = 0; n < 300; n++) await inFlight.insert(`in flight ${n}`, Date.now());
      return runBackup(testDb.url, dir, file);
    });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(file);
    const backup = readBackup(file);
    expect(backup.integrity).toBe('ok');
    // Every tenant's data and password hashes: readable by the server's user only.
    expect(statSync(file).mode & 0o777).toBe(0o600);
    // All rows committed before the backup, none of the transaction that had not committed yet.
    expect(backup.tenants).toEqual(committed);
  });

  it('refuses to overwrite an existing file unless --force', async () => {
    const file = join(dir, 'existing.db');
    writeFileSync(file, 'an older backup');
    const refused = await runBackup(testDb.url, dir, file);
    expect(refused.code).not.toBe(0);
    expect(refused.stderr).toMatch(/already exists; add --force/);
    expect(readFileSync(file, 'utf8')).toBe('an older backup');

    const forced = await runBackup(testDb.url, dir, file, '--force');
    expect(forced.code, forced.stderr).toBe(0);
    expect(readBackup(file).integrity).toBe('ok');
  });

  it('does not create a database where there is none', async () => {
    const missing = join(dir, 'no-such.db');
    const run = await runBackup(missing, dir, join(dir, 'copy-of-nothing.db'));
    expect(run.code).not.toBe(0);
    expect(run.stderr).toMatch(/no database file/);
    expect(existsSync(missing)).toBe(false);
  });

  it('on PostgreSQL says to use pg_dump, in one line, and exits non-zero', async () => {
    // Never connected: the command answers from the URL alone.
    const run = await runBackup('postgres://postgres@127.0.0.1:1/notedesk', dir, join(dir, 'pg.db'));
    expect(run.code).not.toBe(0);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    expect(run.stderr).toMatch(/pg_dump/);
  });
});
