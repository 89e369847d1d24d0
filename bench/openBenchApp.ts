import { performance } from 'node:perf_hooks';
import { type BuildAppOptions, buildApp } from '@notedesk/server/src/app';
import { loadConfig } from '@notedesk/server/src/config';
import { createDb } from '@notedesk/server/src/db/createDb';
import { migrateToLatest } from '@notedesk/server/src/db/migrate';
import { benchLogin } from './benchLogin';

/** What a benchmark sets in the app it opens: config variables, and app options such as its caches. */
export type BenchAppOptions = {
  env?: Record<string, string>;
  app?: Partial<Omit<BuildAppOptions, 'config' | 'database'>>;
};

/** BENCH_LIST_CACHE=0: every list query answered afresh, its rows read from the database (what the caches
 * save); BENCH_LIST_INDEX=0: no index at all, SQL answers every list (what the index saves). */
const listIndexFromEnv = (): BuildAppOptions['commentListIndex'] =>
  process.env.BENCH_LIST_INDEX === '0'
    ? false
    : process.env.BENCH_LIST_CACHE === '0'
      ? { cacheSize: 0, rowCacheSize: 0 }
      : undefined;

/**
 * The real app over a bench database (migrated), quiet (no request logs), as `npm start` builds it, with
 * its comment list index warmed up; `options` change what a benchmark measures (caches off, job threshold).
 */
export const openBenchApp = async (databaseUrl: string, options: BenchAppOptions = {}) => {
  const config = loadConfig({
    ...process.env,
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    ...options.env,
  });
  const database = createDb(config.databaseUrl);
  await migrateToLatest(database);
  const app = await buildApp({
    config,
    database,
    logger: false,
    commentListIndex: listIndexFromEnv(),
    ...options.app,
  });
  const warming = performance.now();
  await app.warmUp();
  return { app, database, warmSeconds: (performance.now() - warming) / 1000 };
};

/** openBenchApp listening on a free loopback port: its address, a login there, and close. */
export const serveBenchApp = async (databaseUrl: string, options: BenchAppOptions = {}) => {
  const { app, database, warmSeconds } = await openBenchApp(databaseUrl, options);
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    database,
    warmSeconds,
    base,
    login: (username: string, password: string) => benchLogin(base, username, password),
    close: async () => {
      await app.close();
      await database.close();
    },
  };
};
