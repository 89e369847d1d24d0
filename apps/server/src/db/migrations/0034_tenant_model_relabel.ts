import type { Kysely } from 'kysely';
import { markTenantModelsForRelabel } from './markTenantModelsForRelabel';

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped schema builder
type AnyDb = Kysely<any>;

/**
 * Session 19 (issue #14): the relabel migrations (0023, 0027–0033) left alone the comments of tenants with a
 * retrained model of their own, because the seed model had not labelled them. Yet at every start that tenant's
 * model is trained again from the new seed set and the new rules, so in a long-lived database its old comments
 * kept an older model's labels while new ones got the new model's (a scorned compensation stayed a sales lead).
 * `relabel_pending` marks a tenant whose model-labelled comments wait to be labelled once by its own model; the
 * server's primary process (and `cli migrate`) does that after migrating (`relabelTenantModelComments`) and clears
 * the mark. Every tenant that retrained before this release is marked: none was relabelled at 0023–0033.
 */
export const up = async (db: AnyDb): Promise<void> => {
  await db.schema
    .alterTable('tenant_classifiers')
    .addColumn('relabel_pending', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await markTenantModelsForRelabel(db);
};
