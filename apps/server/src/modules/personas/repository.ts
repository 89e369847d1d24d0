import type { Kysely } from 'kysely';
import { isRowId } from '../../db/rowId';
import type { Database } from '../../db/schema';

/** The persona columns a create or update writes (examples as JSON text). */
export type PersonaFields = {
  name: string;
  tone: string;
  sign_off: string;
  do_rules: string;
  dont_rules: string;
  examples: string;
};

/** The tenant's reply personas; names are unique per tenant (constraint `personas_unique`). */
export const createPersonaRepository = (db: Kysely<Database>) => ({
  list: (tenantId: number) =>
    db.selectFrom('personas').selectAll().where('tenant_id', '=', tenantId).orderBy('id').execute(),

  find: (tenantId: number, id: number) =>
    isRowId(id)
      ? db
          .selectFrom('personas')
          .selectAll()
          .where('tenant_id', '=', tenantId)
          .where('id', '=', id)
          .executeTakeFirst()
      : Promise.resolve(undefined),

  insert: (tenantId: number, fields: PersonaFields, at: number) =>
    db
      .insertInto('personas')
      .values({ ...fields, tenant_id: tenantId, created_at: at, updated_at: at })
      .returningAll()
      .executeTakeFirstOrThrow(),

  update: (tenantId: number, id: number, fields: PersonaFields, at: number) =>
    db
      .updateTable('personas')
      .set({ ...fields, updated_at: at })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow(),

  remove: async (tenantId: number, id: number): Promise<void> => {
    await db.deleteFrom('personas').where('tenant_id', '=', tenantId).where('id', '=', id).execute();
  },
});

export type PersonaRepository = ReturnType<typeof createPersonaRepository>;
