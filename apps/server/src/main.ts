import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { createDb } from './db/createDb';
import { migrateToLatest } from './db/migrate';
import { seedDemoIfEmpty } from './modules/demo/seedDemoIfEmpty';

/** Process entry: config → database → migrations → demo data → listen; stops cleanly on SIGINT/SIGTERM. */
const main = async (): Promise<void> => {
  const config = loadConfig();
  const database = createDb(config.databaseUrl);
  await migrateToLatest(database);
  const app = await buildApp({ config, database });
  await seedDemoIfEmpty(database, config, app.log);

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

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(`NoteDesk cannot start: ${error.message}`);
  } else {
    console.error('NoteDesk failed to start:', error instanceof Error ? error.message : error);
  }
  process.exit(1);
});
