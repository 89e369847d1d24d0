import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export type AuditEntry = {
  tenantId: number;
  userId: number | null;
  action: string;
  entity: string;
  entityId: string | number;
  before?: unknown;
  after?: unknown;
  at: number;
};

/** The audit trail: who changed what, with the values before and after. */
export const createAuditRepository = (db: Kysely<Database>) => ({
  record: async (entry: AuditEntry): Promise<void> => {
    await db
      .insertInto('audit_log')
      .values({
        tenant_id: entry.tenantId,
        user_id: entry.userId,
        action: entry.action,
        entity: entry.entity,
        entity_id: String(entry.entityId),
        before: JSON.stringify(entry.before ?? {}),
        after: JSON.stringify(entry.after ?? {}),
        created_at: entry.at,
      })
      .execute();
  },

  listForEntity: (tenantId: number, entity: string, entityId: string | number) =>
    db
      .selectFrom('audit_log')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('entity', '=', entity)
      .where('entity_id', '=', String(entityId))
      .orderBy('id')
      .execute(),
});

export type AuditRepository = ReturnType<typeof createAuditRepository>;
