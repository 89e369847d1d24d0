import type { Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped schema builder
type AnyDb = Kysely<any>;

/**
 * Marks every tenant with a retrained model of its own for a relabel by that model (`relabel_pending`, done after
 * migrating by `relabelTenantModelComments`). A relabel migration after 0034 calls this beside
 * `relabelModelComments`: those tenants' models are trained again from the new seed and rules at the next start.
 */
export const markTenantModelsForRelabel = async (db: AnyDb): Promise<void> => {
  await db.updateTable('tenant_classifiers').set({ relabel_pending: 1 }).execute();
};
