import cluster from 'node:cluster';
import pino from 'pino';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { createDb } from './db/createDb';
import { migrateToLatest } from './db/migrate';
import { seedDemoIfEmpty } from './modules/demo/seedDemoIfEmpty';

/**
 * Server processes sharing the port (node:cluster), from `WORKERS` (default 1: this process serves).
 * Each keeps its own comment list index, caught up with the database before every query. Failed logins are
 * counted in the database, so all processes share one count; a tenant's retrained classifier reaches the
 * other processes within 30 s (each compares the stored training time).
 */
const workerCount = (): number => {
  const value = Number(process.env.WORKERS ?? '1');
  return Number.isInteger(value) && value >= 1 ? value : 1;
};

/** Cluster primary: migrations, the demo data and the JWT secret file once, then the workers (restarted if one dies). */
const primary = async (workers: number): Promise<void> => {
  const config = loadConfig();
  const log = pino({ level: config.logLevel });
  const database = createDb(config.databaseUrl);
  await migrateToLatest(database);
  await seedDemoIfEmpty(database, config, log);
  await database.close();
  let stopping = false;
  for (let n = 0; n < workers; n++) cluster.fork();
  cluster.on('exit', (worker, code) => {
    if (stopping) return;
    log.warn({ pid: worker.process.pid, code }, 'server process exited; starting another');
    cluster.fork();
  });
  const stop = () => {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.kill('SIGTERM');
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  log.info({ workers }, 'NoteDesk server processes started');
};

/** Process entry: config → database → migrations → demo data → listen; stops cleanly on SIGINT/SIGTERM. */
const main = async (): Promise<void> => {
  const config = loadConfig();
  const database = createDb(config.databaseUrl);
  await migrateToLatest(database);
  const app = await buildApp({ config, database });
  // In a cluster the primary seeded already.
  if (cluster.isPrimary) await seedDemoIfEmpty(database, config, app.log);

  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const shownHost = config.host === '0.0.0.0' || config.host === '127.0.0.1' ? 'localhost' : config.host;
  app.log.info(`NoteDesk is running on http://${shownHost}:${config.port}`);
  // Large tenants' comment lists answer from memory once loaded; until then SQL answers.
  const warming = Date.now();
  app.warmUp().then(
    () => app.log.info({ ms: Date.now() - warming }, 'comment list index ready'),
    (error: unknown) => app.log.warn({ err: error }, 'comment list index not loaded; lists use SQL'),
  );
};

const workers = workerCount();
(cluster.isPrimary && workers > 1 ? primary(workers) : main()).catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(`NoteDesk cannot start: ${error.message}`);
  } else {
    console.error('NoteDesk failed to start:', error instanceof Error ? error.message : error);
  }
  process.exit(1);
});
