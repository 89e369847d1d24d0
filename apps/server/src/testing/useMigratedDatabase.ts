import type { Kysely } from 'kysely';
import { afterAll, beforeAll } from 'vitest';
import type { Database } from '../db/schema';
import { createTestDatabase, type TestDatabase } from './testDatabase';

export type MigratedDatabase = { database: TestDatabase; db: Kysely<Database>; tenantId: number };

/**
 * For a test of one migration's data changes: the file's own database, migrated up to `last` (the migration
 * before the one under test) and holding one tenant, made in beforeAll and removed in afterAll. Rows are
 * written with plain inserts, as the older version stored them. Read the fields inside tests only.
 */
export const useMigratedDatabase = (last: string): MigratedDatabase => {
  const migrated = {} as MigratedDatabase;
  beforeAll(async () => {
    const database = await createTestDatabase({ migrateTo: last });
    const tenant = await database.handle.db
      .insertInto('tenants')
      .values({ name: '甲', created_at: 0, updated_at: 0 })
      .returning('id')
      .executeTakeFirstOrThrow();
    Object.assign(migrated, { database, db: database.handle.db, tenantId: tenant.id });
  });
  afterAll(() => migrated.database?.cleanup());
  return migrated;
};
