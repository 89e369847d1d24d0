import type { Kysely, Selectable } from 'kysely';
import type { ApiKeyTable, Database } from '../../db/schema';

export type ApiKeyRow = Selectable<ApiKeyTable>;

/** Per-tenant API keys for crawlers; only the sha256 of a key is stored. */
export const createApiKeyRepository = (db: Kysely<Database>) => ({
  insert: (row: {
    tenantId: number;
    name: string;
    prefix: string;
    hash: string;
    createdBy: number;
    at: number;
  }) =>
    db
      .insertInto('api_keys')
      .values({
        tenant_id: row.tenantId,
        name: row.name,
        prefix: row.prefix,
        key_hash: row.hash,
        created_by: row.createdBy,
        created_at: row.at,
        last_used_at: null,
        revoked_at: null,
      })
      .returningAll()
      .executeTakeFirstOrThrow(),

  list: (tenantId: number) =>
    db.selectFrom('api_keys').selectAll().where('tenant_id', '=', tenantId).orderBy('id', 'desc').execute(),

  findByPrefix: (prefix: string) =>
    db.selectFrom('api_keys').selectAll().where('prefix', '=', prefix).executeTakeFirst(),

  revoke: async (tenantId: number, id: number, at: number): Promise<void> => {
    await db
      .updateTable('api_keys')
      .set({ revoked_at: at })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .where('revoked_at', 'is', null)
      .execute();
  },

  touch: async (id: number, at: number): Promise<void> => {
    await db.updateTable('api_keys').set({ last_used_at: at }).where('id', '=', id).execute();
  },
});

export type ApiKeyRepository = ReturnType<typeof createApiKeyRepository>;
