import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from './config';
import type { DialectName } from './db/dialect';
import type { Database } from './db/schema';

/** What every service needs from the outside world, passed in (no module-level state). */
export type AppDeps = {
  db: Kysely<Database>;
  dialect: DialectName;
  config: Config;
  /** Epoch milliseconds; tests may pass a fixed clock. */
  now: () => number;
  log: FastifyBaseLogger;
};
