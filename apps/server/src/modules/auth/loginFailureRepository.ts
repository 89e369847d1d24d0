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

  /** One more failure for `key`: a window that started at or before `since` has ended, so a new one starts. */
  bump: async (key: string, at: number, since: number): Promise<void> => {
    const ended = sql<boolean>`login_failures.started_at <= ${since}`;
    await db
      .insertInto('login_failures')
      .values({ key, failures: 1, started_at: at })
      .onConflict((conflict) =>
        conflict.column('key').doUpdateSet({
          failures: sql<number>`CASE WHEN ${ended} THEN 1 ELSE login_failures.failures + 1 END`,
          started_at: sql<number>`CASE WHEN ${ended} THEN ${at} ELSE login_failures.started_at END`,
        }),
      )
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
