import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { DatabaseHandle } from './db/createDb';
import type { DialectName } from './db/dialect';

/** What every service needs from the outside world, passed in (no module-level state). */
export type AppDeps = {
  db: DatabaseHandle['db'];
  dialect: DialectName;
  config: Config;
  /** Epoch milliseconds; tests may pass a fixed clock. */
  now: () => number;
  log: FastifyBaseLogger;
};
