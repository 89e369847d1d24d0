import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';

export type LoginFailureWindow = { key: string; failures: number; startedAt: number };

export type LoginFailureRepository = ReturnType<typeof createLoginFailureRepository>;

/** Failed-login counts shared by every server process (not tenant data: a login has no tenant yet). */
export const createLoginFailureRepository = (db: Kysely<Database>) => ({
  /** The windows of these keys that started after `since` (older ones have ended). */
  current: async (keys: string[], since: number): Promise<LoginFailureWindow[]> => {
    const rows = await db
      .selectFrom('login_failures')
      .select(['key', 'failures', 'started_at'])
      .where('key', 'in', keys)
      .where('started_at', '>', since)
      .execute();
    return rows.map((row) => ({
      key: row.key,
      failures: Number(row.failures),
      startedAt: Number(row.started_at),
    }));
  },

  /**
   * Takes one try of `key`'s window in a single statement, so parallel requests cannot all read "under the
   * limit" before any of them counts: the row is incremented only while it is under `limit` (a window that
   * started at or before `since` has ended and starts again at 1). Undefined when the window is full.
   */
  reserve: async (
    key: string,
    limit: number,
    at: number,
    since: number,
  ): Promise<LoginFailureWindow | undefined> => {
    const ended = sql<boolean>`login_failures.started_at <= ${since}`;
    const row = await db
      .insertInto('login_failures')
      .values({ key, failures: 1, started_at: at })
      .onConflict((conflict) =>
        conflict
          .column('key')
          .doUpdateSet({
            failures: sql<number>`CASE WHEN ${ended} THEN 1 ELSE login_failures.failures + 1 END`,
            started_at: sql<number>`CASE WHEN ${ended} THEN ${at} ELSE login_failures.started_at END`,
          })
          .where((eb) =>
            eb.or([eb('login_failures.started_at', '<=', since), eb('login_failures.failures', '<', limit)]),
          ),
      )
      .returning(['key', 'failures', 'started_at'])
      .executeTakeFirst();
    return row && { key: row.key, failures: Number(row.failures), startedAt: Number(row.started_at) };
  },

  /** Gives back a reserved try, if its window is still the one it was taken from. */
  release: async (key: string, startedAt: number): Promise<void> => {
    await db
      .updateTable('login_failures')
      .set({ failures: sql<number>`failures - 1` })
      .where('key', '=', key)
      .where('started_at', '=', startedAt)
      .where('failures', '>', 0)
      .execute();
  },

  clear: async (key: string): Promise<void> => {
    await db.deleteFrom('login_failures').where('key', '=', key).execute();
  },

  /** Forgets windows that have ended, so the table holds only recent tries. */
  prune: async (since: number): Promise<void> => {
    await db.deleteFrom('login_failures').where('started_at', '<=', since).execute();
  },
});
