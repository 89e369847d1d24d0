import cluster from 'node:cluster';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '@notedesk/server/src/app';
import { loadConfig } from '@notedesk/server/src/config';
import { createDb } from '@notedesk/server/src/db/createDb';
import { migrateToLatest } from '@notedesk/server/src/db/migrate';
import { scaleDatabaseUrl } from './scaleDatabaseUrl';

type BenchServerOptions = {
  database: string;
  /** Server processes (node:cluster) beside this one; 0: the server runs in this process. */
  workers?: number;
};

/** The real app over the scale database, its comment list index loaded; quiet (no request logs). */
export const openBenchApp = async (databaseUrl: string) => {
  const config = loadConfig({
    ...process.env,
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
  });
  const database = createDb(config.databaseUrl);
  await migrateToLatest(database);
  // BENCH_LIST_CACHE=0: every query answered afresh, its rows read from the database (what the caches save);
  // BENCH_LIST_INDEX=0: no index at all, SQL answers every list (what the index saves).
  const commentListIndex =
    process.env.BENCH_LIST_INDEX === '0'
      ? false
      : process.env.BENCH_LIST_CACHE === '0'
        ? { cacheSize: 0, rowCacheSize: 0 }
        : undefined;
  const app = await buildApp({ config, database, logger: false, commentListIndex });
  const warming = performance.now();
  await app.warmUp();
  return { app, database, warmSeconds: (performance.now() - warming) / 1000 };
};

const freePort = (): Promise<number> =>
  new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });

/** `workers` server processes sharing one port (each with its own index), ready when all have loaded. */
const startWorkers = async (databaseUrl: string, workers: number) => {
  const port = await freePort();
  // Round-robin (the default): the primary hands each new connection to the next worker, so the 200
  // keep-alive connections split evenly; requests then go straight to the worker.
  // BENCH_CPU_PROF=<folder>: each server process writes a CPU profile there when it stops.
  const profile = process.env.BENCH_CPU_PROF;
  cluster.setupPrimary({
    exec: join(import.meta.dirname, 'benchServerWorker.ts'),
    execArgv: ['--import', 'tsx', ...(profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : [])],
  });
  const started = performance.now();
  const forked = Array.from({ length: workers }, () =>
    cluster.fork({ BENCH_WORKER_DATABASE_URL: databaseUrl, BENCH_PORT: String(port) }),
  );
  await Promise.all(
    forked.map(
      (worker) =>
        new Promise<void>((done, fail) => {
          worker.once('message', () => done());
          worker.once('exit', (code) => fail(new Error(`bench server worker exited with ${code}`)));
        }),
    ),
  );
  console.log(
    `${workers} server processes, comment list index loaded in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  /** CPU milliseconds the server processes have used so far (user + system). */
  const serverCpuMs = async (): Promise<number> => {
    const each = await Promise.all(
      forked.map(
        (worker) =>
          new Promise<number>((done) => {
            const answer = (message: unknown) => {
              if (typeof message !== 'object' || message === null || !('cpu' in message)) return;
              worker.off('message', answer);
              const { user, system } = (message as { cpu: NodeJS.CpuUsage }).cpu;
              done((user + system) / 1000);
            };
            worker.on('message', answer);
            worker.send('cpu');
          }),
      ),
    );
    return each.reduce((sum, ms) => sum + ms, 0);
  };
  return {
    base: `http://127.0.0.1:${port}`,
    serverCpuMs,
    close: async () => {
      await Promise.all(
        forked.map(
          (worker) =>
            new Promise<void>((done) => {
              worker.once('exit', () => done());
              worker.kill();
            }),
        ),
      );
    },
  };
};

/** Logs a bench user in (bench:scale's users); its bearer token. */
const loginAt = async (base: string, username: string, password: string): Promise<string> => {
  const login = await fetch(`${base}/api/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username, password }),
  });
  const { access_token: token } = (await login.json()) as { access_token?: string };
  if (!token) throw new Error(`cannot log in as ${username}: run npm run bench:scale first`);
  return token;
};

/** The real server on a free loopback port over the scale database, its list index warmed up. */
export const startBenchServer = async (options: BenchServerOptions) => {
  const databaseUrl = scaleDatabaseUrl(options.database);
  let base: string;
  let close: () => Promise<void>;
  let serverCpuMs: (() => Promise<number>) | undefined;
  if (options.workers) {
    ({ base, close, serverCpuMs } = await startWorkers(databaseUrl, options.workers));
  } else {
    const { app, database, warmSeconds } = await openBenchApp(databaseUrl);
    console.log(`comment list index loaded in ${warmSeconds.toFixed(1)} s`);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    close = async () => {
      await app.close();
      await database.close();
    };
  }
  const database = createDb(databaseUrl);
  return {
    base,
    login: (username: string, password: string) => loginAt(base, username, password),
    /** With `workers`: CPU milliseconds used so far by the server processes. */
    serverCpuMs,
    /** A connection of this process's own, for bare SQL beside the server. */
    database,
    close: async () => {
      await close();
      await database.close();
    },
  };
};

export type BenchServer = Awaited<ReturnType<typeof startBenchServer>>;
