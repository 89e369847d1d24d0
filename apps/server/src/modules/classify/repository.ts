import { type Kysely, type Selectable, sql } from 'kysely';
import { saveTenantRow } from '../../db/saveTenantRow';
import type { Database, TenantClassifierTable } from '../../db/schema';
import { STORED_LABEL_COLUMNS, type StoredLabels } from './changedLabelColumns';

/** Most staff corrections one retrain learns from (the newest); more would make the button slow. */
export const MAX_CORRECTIONS = 20_000;

/** A tenant's retrained model as stored, with the name of who trained it. */
export type StoredTenantClassifier = Selectable<TenantClassifierTable> & { trained_by_name: string | null };

/** What a retrain saves (the relabel mark is the release's, not the retrain's). */
export type SavedTenantClassifier = Omit<Selectable<TenantClassifierTable>, 'relabel_pending'>;

/** The tenant's staff corrections and its retrained model; every query scoped by tenant. */
export const createClassifierRepository = (db: Kysely<Database>) => ({
  /** Comments whose labels staff set (cls_source = 'staff'), newest first, deleted ones left out. */
  staffCorrections: (tenantId: number) =>
    db
      .selectFrom('comments')
      .select(['content', 'cls_type', 'sentiment', 'neg_type', 'content_type'])
      .where('tenant_id', '=', tenantId)
      .where('cls_source', '=', 'staff')
      .where('deleted_at', 'is', null)
      .where('cls_type', 'is not', null)
      .orderBy('updated_at', 'desc')
      .orderBy('id', 'desc')
      .limit(MAX_CORRECTIONS)
      .execute(),

  countStaffCorrections: async (tenantId: number): Promise<number> => {
    const row = await db
      .selectFrom('comments')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('tenant_id', '=', tenantId)
      .where('cls_source', '=', 'staff')
      .where('deleted_at', 'is', null)
      .where('cls_type', 'is not', null)
      .executeTakeFirst();
    return Number(row?.count ?? 0);
  },

  find: (tenantId: number): Promise<StoredTenantClassifier | undefined> =>
    db
      .selectFrom('tenant_classifiers')
      .leftJoin('users', (join) =>
        join
          .onRef('users.id', '=', 'tenant_classifiers.trained_by')
          .onRef('users.tenant_id', '=', 'tenant_classifiers.tenant_id'),
      )
      .selectAll('tenant_classifiers')
      .select('users.username as trained_by_name')
      .where('tenant_classifiers.tenant_id', '=', tenantId)
      .executeTakeFirst(),

  /** When the tenant's stored model was trained (null: none), a key look-up for other processes to compare. */
  trainedAt: async (tenantId: number): Promise<number | null> => {
    const row = await db
      .selectFrom('tenant_classifiers')
      .select('trained_at')
      .where('tenant_id', '=', tenantId)
      .executeTakeFirst();
    return row ? Number(row.trained_at) : null;
  },

  /** Tenants whose model-labelled comments wait to be labelled by their own model (set at a release). */
  tenantsPendingRelabel: async (): Promise<number[]> =>
    (
      await db
        .selectFrom('tenant_classifiers')
        .select('tenant_id')
        .where('relabel_pending', '=', 1)
        .orderBy('tenant_id')
        .execute()
    ).map((row) => row.tenant_id),

  /** The tenant's next `limit` comments after `afterId` (id order) whose labels a model set. */
  modelLabelledComments: (tenantId: number, afterId: number, limit: number) =>
    db
      .selectFrom('comments')
      .select(['id', 'content', ...STORED_LABEL_COLUMNS])
      .where('tenant_id', '=', tenantId)
      .where('id', '>', afterId)
      .where('cls_source', '=', 'model')
      .orderBy('id')
      .limit(limit)
      .execute(),

  /**
   * Writes a model's new labels on a comment, unless staff labelled it meanwhile; updated_at goes up by one so
   * every server's list index reads it again.
   */
  relabelComment: async (tenantId: number, commentId: number, labels: StoredLabels): Promise<void> => {
    await db
      .updateTable('comments')
      .set({ ...labels, updated_at: sql`updated_at + 1` })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', commentId)
      .where('cls_source', '=', 'model')
      .execute();
  },

  clearRelabelPending: async (tenantId: number): Promise<void> => {
    await db
      .updateTable('tenant_classifiers')
      .set({ relabel_pending: 0 })
      .where('tenant_id', '=', tenantId)
      .execute();
  },

  save: async (row: SavedTenantClassifier): Promise<void> => {
    const { tenant_id, ...rest } = row;
    await saveTenantRow(db, 'tenant_classifiers', tenant_id, rest);
  },
});

export type ClassifierRepository = ReturnType<typeof createClassifierRepository>;
