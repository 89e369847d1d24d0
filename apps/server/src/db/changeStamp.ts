import { type Kysely, sql } from 'kysely';
import type { DialectName } from './dialect';
import type { Database } from './schema';

/**
 * On SQLite, a value that differs whenever anything was committed since it was last read: this
 * connection's row changes (`total_changes()`) and other connections' commits (`data_version`), one
 * cheap statement instead of a version's index look-ups. undefined on PostgreSQL (no such value).
 * In-memory copies of tables (the comment list index, the dashboards' notes) skip their catch-up on it.
 */
export const changeStamp = async (
  db: Kysely<Database>,
  dialect: DialectName,
): Promise<string | undefined> => {
  if (dialect !== 'sqlite') return undefined;
  const { rows } = await sql<{ stamp: string }>`
    SELECT total_changes() || '.' || data_version AS stamp FROM pragma_data_version`.execute(db);
  return rows[0]?.stamp;
};
