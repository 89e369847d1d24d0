import { existsSync } from 'node:fs';
import { isAbsolute, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '@notedesk/server/src/app';
import { loadConfig } from '@notedesk/server/src/config';
import { createDb, isPostgresUrl } from '@notedesk/server/src/db/createDb';
import { migrateToLatest } from '@notedesk/server/src/db/migrate';

/** The real server on a free loopback port over the scale database, warmed up and logged in as a bench user. */
export const startBenchServer = async (options: { database: string; username: string; password: string }) => {
  // Relative to where npm was started (as bench:scale writes it), not bench/; never create an empty one.
  const databaseUrl =
    isPostgresUrl(options.database) || isAbsolute(options.database)
      ? options.database
      : resolve(process.env.INIT_CWD ?? process.cwd(), options.database);
  if (!isPostgresUrl(databaseUrl) && !existsSync(databaseUrl))
    throw new Error(`${databaseUrl} does not exist: run npm run bench:scale first`);
  const config = loadConfig({
    ...process.env,
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
  });
  const database = createDb(config.databaseUrl);
  await migrateToLatest(database);
  const app = await buildApp({ config, database, logger: false });
  const warming = performance.now();
  await app.warmUp();
  console.log(`comment list index loaded in ${((performance.now() - warming) / 1000).toFixed(1)} s`);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const login = await fetch(`${base}/api/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: options.username, password: options.password }),
  });
  const { access_token: token } = (await login.json()) as { access_token?: string };
  if (!token) throw new Error(`cannot log in as ${options.username}: run npm run bench:scale first`);
  return {
    base,
    token,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
};
