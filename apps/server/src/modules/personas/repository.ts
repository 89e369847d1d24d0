import type { Kysely, Selectable } from 'kysely';
import { findOwned } from '../../db/findOwned';
import { parseJsonList } from '../../db/parseJsonList';
import type { Database, PersonaTable } from '../../db/schema';
import type { ReplyPersona } from '../replies/replyEngine';

export type PersonaRow = Selectable<PersonaTable>;

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

  /** The persona a draft is written as: none when not asked for, 404 when it is not the tenant's. */
  replyPersona: async (tenantId: number, personaId: number | undefined): Promise<ReplyPersona | null> => {
    if (personaId === undefined) return null;
    const persona = await findOwned(db, 'personas', tenantId, personaId);
    return {
      name: persona.name,
      tone: persona.tone,
      signOff: persona.sign_off,
      doRules: persona.do_rules,
      dontRules: persona.dont_rules,
      exampleReplies: parseJsonList(persona.examples),
    };
  },

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
