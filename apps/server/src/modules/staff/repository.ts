import type { Kysely } from 'kysely';
import { isUniqueViolation } from '../../db/isUniqueViolation';
import { isRowId } from '../../db/rowId';
import type { Database, NewUser, UserRow, UserUpdate } from '../../db/schema';
import { updateOwned } from '../../db/updateOwned';

/** Users: the only place with SQL for the users table. Every lookup but login is scoped by tenant. */
export const createStaffRepository = (db: Kysely<Database>) => ({
  /** Login looks a username up across tenants: usernames are unique over the whole installation. */
  findByUsername: (username: string): Promise<UserRow | undefined> =>
    db.selectFrom('users').selectAll().where('username', '=', username).executeTakeFirst(),

  /** Undefined for an id no row can have (e.g. beyond int4), as for any other missing id. */
  findById: async (tenantId: number, userId: number): Promise<UserRow | undefined> => {
    if (!isRowId(userId)) return undefined;
    return db
      .selectFrom('users')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('id', '=', userId)
      .executeTakeFirst();
  },

  listByTenant: (tenantId: number): Promise<UserRow[]> =>
    db.selectFrom('users').selectAll().where('tenant_id', '=', tenantId).orderBy('id').execute(),

  /**
   * The new user, or undefined when the username is taken. The unique index decides, so two
   * concurrent inserts of one name cannot both pass a check made before.
   */
  insert: async (user: NewUser): Promise<UserRow | undefined> => {
    try {
      return await db.insertInto('users').values(user).returningAll().executeTakeFirstOrThrow();
    } catch (error) {
      if (isUniqueViolation(error)) return undefined;
      throw error;
    }
  },

  update: (tenantId: number, userId: number, changes: UserUpdate): Promise<void> =>
    updateOwned(db, 'users', tenantId, userId, changes),
});

export type StaffRepository = ReturnType<typeof createStaffRepository>;
