import type { TRole } from '@notedesk/contract';
import type { Kysely } from 'kysely';
import { compiledOnce } from '../../db/compiledOnce';
import type { Database, SessionRow } from '../../db/schema';

export type SessionWithUser = {
  revoked_at: number | null;
  revoked_reason: SessionRow['revoked_reason'];
  expires_at: number;
  user_id: number;
  tenant_id: number;
  role: TRole;
  disabled: number;
};

/** Sessions: one row per issued token, so a token can be revoked before it expires. */
export const createSessionRepository = (db: Kysely<Database>) => {
  // Every authenticated request reads it: compiled once (see compiledOnce).
  const sessionWithUser = compiledOnce(db, (sessionId: string, tenantId: number) =>
    db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select([
        'sessions.revoked_at',
        'sessions.revoked_reason',
        'sessions.expires_at',
        'sessions.user_id',
        'users.tenant_id',
        'users.role',
        'users.disabled',
      ])
      .where('sessions.id', '=', sessionId)
      .where('sessions.tenant_id', '=', tenantId),
  );
  return {
    insert: async (session: {
      id: string;
      tenant_id: number;
      user_id: number;
      created_at: number;
      expires_at: number;
      user_agent: string;
      ip: string;
    }): Promise<void> => {
      await db
        .insertInto('sessions')
        .values({ ...session, revoked_at: null, revoked_reason: null })
        .execute();
    },

    /** The session with its user's current role and state, for every authenticated request. */
    findWithUser: async (sessionId: string, tenantId: number): Promise<SessionWithUser | undefined> =>
      (await sessionWithUser(sessionId, tenantId))[0],

    revoke: async (sessionId: string, reason: 'logout', at: number): Promise<void> => {
      await db
        .updateTable('sessions')
        .set({ revoked_at: at, revoked_reason: reason })
        .where('id', '=', sessionId)
        .where('revoked_at', 'is', null)
        .execute();
    },

    /** Revokes every live session of a user, but `keepSessionId` when given. */
    revokeAllForUser: async (
      userId: number,
      reason: 'password' | 'disabled',
      at: number,
      keepSessionId?: string,
    ): Promise<void> => {
      let query = db
        .updateTable('sessions')
        .set({ revoked_at: at, revoked_reason: reason })
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null);
      if (keepSessionId) query = query.where('id', '!=', keepSessionId);
      await query.execute();
    },

    deleteExpired: async (before: number): Promise<void> => {
      await db.deleteFrom('sessions').where('expires_at', '<', before).execute();
    },
  };
};

export type SessionRepository = ReturnType<typeof createSessionRepository>;
