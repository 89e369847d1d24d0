import cluster from 'node:cluster';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createDb } from '@notedesk/server/src/db/createDb';
import { benchLogin } from './benchLogin';
import { serveBenchApp } from './openBenchApp';
import { scaleDatabaseUrl } from './scaleDatabaseUrl';

type BenchServerOptions = {
  database: string;
  /** Server processes (node:cluster) beside this one; 0: the server runs in this process. */
  workers?: number;
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

/** The real server on a free loopback port over the scale database, its list index warmed up. */
export const startBenchServer = async (options: BenchServerOptions) => {
  const databaseUrl = scaleDatabaseUrl(options.database);
  let base: string;
  let close: () => Promise<void>;
  let serverCpuMs: (() => Promise<number>) | undefined;
  if (options.workers) {
    ({ base, close, serverCpuMs } = await startWorkers(databaseUrl, options.workers));
  } else {
    const served = await serveBenchApp(databaseUrl);
    console.log(`comment list index loaded in ${served.warmSeconds.toFixed(1)} s`);
    ({ base, close } = served);
  }
  const database = createDb(databaseUrl);
  return {
    base,
    login: (username: string, password: string) => benchLogin(base, username, password),
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
