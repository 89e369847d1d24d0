import { type ChildProcess, execSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { seedSpecTeams } from './seedSpecTeams';

const root = resolve(import.meta.dirname, '..', '..');

const freePort = () =>
  new Promise<number>((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? done(address.port) : fail(new Error('no port')),
      );
    });
  });

const waitForHealth = async (url: string, server: ChildProcess): Promise<void> => {
  // Generous: on a busy machine the server starts slowly after the spec tenants were seeded.
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error('server did not become healthy within 180 s');
};

/**
 * Builds the web app (unless E2E_SKIP_BUILD: `npm test` built it already), seeds each spec file's own tenant
 * (seedSpecTeams), starts the real server on a free port with that database and hands its address to the
 * tests through the environment. Returns the teardown. With E2E_BASE_URL already set it does none of this.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  // A server started by hand (seeded with the spec teams, e.g. a build of an older commit for a "fails before"
  // run): the tests use it as it is.
  if (process.env.E2E_BASE_URL) return async () => {};
  // E2E_WEB_DIST builds into a folder of its own, so several runs on one machine do not share a build.
  const webDist = process.env.E2E_WEB_DIST ?? join(root, 'apps', 'web', 'dist');
  if (!process.env.E2E_SKIP_BUILD)
    execSync(`npm run build -w @notedesk/web -- --outDir ${JSON.stringify(webDist)} --emptyOutDir`, {
      cwd: root,
      stdio: 'inherit',
    });
  const dataDir = mkdtempSync(join(tmpdir(), 'notedesk-e2e-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const databasePath = join(dataDir, 'notedesk.db');
  const jwtSecret = `e2e-secret-${Date.now()}-0123456789abcdefghijklmnop`;
  seedSpecTeams(root, databasePath, dataDir);
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: databasePath,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      WEB_DIST: webDist,
      LOG_LEVEL: 'warn',
      JWT_SECRET: jwtSecret,
      // Every spec works in a tenant of its own; the shared demo tenant is not needed.
      SEED_DEMO: 'false',
      // Exports above 2,000 rows run as a job (10,000 comments a spec tenant), so the job path is reachable.
      EXPORT_JOB_ROWS: '2000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForHealth(url, server);
  process.env.E2E_BASE_URL = url;
  process.env.E2E_DATABASE_PATH = databasePath;
  process.env.E2E_JWT_SECRET = jwtSecret;

  return async () => {
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      await once(server, 'exit');
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
}
