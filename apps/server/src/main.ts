import cluster from 'node:cluster';
import pino from 'pino';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { createDb } from './db/createDb';
import { migrateToLatest } from './db/migrate';
import { runTenantRelabel } from './modules/classify/runTenantRelabel';
import { seedDemoIfEmpty } from './modules/demo/seedDemoIfEmpty';
import { superviseWorkers } from './superviseWorkers';

/**
 * Server processes sharing the port (node:cluster), from `WORKERS` (default 1). The primary only
 * supervises: it restarts a process that dies, also when there is one. Each process keeps its own comment
 * list index, caught up with the database before every query. Failed logins are counted in the database, so
 * all processes share one count; a tenant's retrained classifier reaches the other processes within 30 s
 * (each compares the stored training time).
 */
const workerCount = (): number => {
  const value = Number(process.env.WORKERS ?? '1');
  return Number.isInteger(value) && value >= 1 ? value : 1;
};

/**
 * Cluster primary: migrations, the demo data and the JWT secret file once, then the supervised workers, and
 * meanwhile the relabel a release left for tenants with their own model.
 */
const primary = async (workers: number): Promise<void> => {
  const config = loadConfig();
  const log = pino({ level: config.logLevel });
  const database = createDb(config.databaseUrl);
  await migrateToLatest(database);
  await seedDemoIfEmpty(database, config, log);
  const relabel = runTenantRelabel(database.db);
  // With round-robin the primary accepts each connection and passes it on; one that arrives as the only
  // process dies is lost in the hand-over and hangs. One process needs no distribution: it accepts itself,
  // and a connection in that moment is refused, which a client can retry.
  cluster.schedulingPolicy = workers === 1 ? cluster.SCHED_NONE : cluster.SCHED_RR;
  superviseWorkers({ cluster, workers, log, exit: (code) => process.exit(code) });
  // Tenants with their own model get it on their comments after a release; the servers answer meanwhile.
  await relabel.then(
    (reports) => {
      for (const report of reports) log.info(report, 'tenant model relabelled its comments');
    },
    (error: unknown) =>
      log.warn({ err: error }, 'tenant model relabel failed; it runs again at the next start'),
  );
  await database.close();
};

/** A server process: config → database → migrations → listen; stops cleanly on SIGINT/SIGTERM. */
const main = async (): Promise<void> => {
  const config = loadConfig();
  const database = createDb(config.databaseUrl);
  await migrateToLatest(database);
  const app = await buildApp({ config, database });

  let closing = false;
  const shutdown = async (signal: string) => {
    // Ctrl-C reaches every process of the terminal, and the primary then sends SIGTERM as well.
    if (closing) return;
    closing = true;
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

(cluster.isPrimary ? primary(workerCount()) : main()).catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(`NoteDesk cannot start: ${error.message}`);
  } else {
    console.error('NoteDesk failed to start:', error instanceof Error ? error.message : error);
  }
  process.exit(1);
});
