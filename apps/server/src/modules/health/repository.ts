import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';

/** The one query of /healthz: whether the database answers at all. */
export const createHealthRepository = (db: Kysely<Database>) => ({
  ping: async (): Promise<void> => {
    await sql`select 1`.execute(db);
  },
});
