import { describe, expect, it } from 'vitest';
import { runTenantRelabel } from '../../modules/classify/runTenantRelabel';
import { insertRetrainedTenant } from '../../testing/insertRetrainedTenant';
import { migrateStoredComments } from '../../testing/migrateStoredComments';
import { useMigratedDatabase } from '../../testing/useMigratedDatabase';

/** Labels an older model gave: a clickbait complaint read as an effect complaint. */
const oldLabels = {
  content: '封面和正文完全两回事 标题党取关了',
  cls_type: 0,
  sentiment: 'negative',
  neg_type: 'effect',
  content_type: 'product_evaluation',
  cls_confidence: 0.7,
};

/**
 * Migration 0034 and the relabel after it: a tenant with its own retrained model was skipped by every relabel
 * migration, so its comments kept an older model's labels. 0034 marks it; the relabel that runs after migrating
 * classifies its model-labelled comments with its own model as trained now, once. Staff labels stay, and a
 * tenant without its own model is not touched (the relabel migrations did its comments).
 */
describe('migration 0034 (tenant models relabel their comments)', () => {
  const before = useMigratedDatabase('0033_relabel_model_comments_session18');

  it("labels the retrained tenant's model comments with its model once, and leaves staff labels and other tenants alone", async () => {
    const { db } = before;
    const retrainedId = await insertRetrainedTenant(db);
    await migrateStoredComments(before, {
      stored: [
        { platform_comment_id: 'seed-tenant', cls_source: 'model', ...oldLabels },
        { platform_comment_id: 'own-model', tenant_id: retrainedId, cls_source: 'model', ...oldLabels },
        { platform_comment_id: 'own-staff', tenant_id: retrainedId, cls_source: 'staff', ...oldLabels },
      ],
      migration: '0034_tenant_model_relabel',
      read: ['platform_comment_id'],
    });
    const pending = await db.selectFrom('tenant_classifiers').select('relabel_pending').execute();
    expect(pending).toEqual([{ relabel_pending: 1 }]);

    const reports = await runTenantRelabel(db, { inline: true });
    expect(reports).toEqual([{ tenantId: retrainedId, read: 1, changed: 1 }]);
    const rows = await db
      .selectFrom('comments')
      .select(['platform_comment_id', 'neg_type', 'content_type', 'updated_at'])
      .orderBy('id')
      .execute();
    expect(rows.map((row) => [row.platform_comment_id, row.neg_type, Number(row.updated_at)])).toEqual([
      ['seed-tenant', 'effect', 100],
      ['own-model', 'content', 101],
      ['own-staff', 'effect', 100],
    ]);
    // Done once: the mark is cleared, so the next start trains nothing for it.
    expect(await db.selectFrom('tenant_classifiers').select('relabel_pending').execute()).toEqual([
      { relabel_pending: 0 },
    ]);
    expect(await runTenantRelabel(db, { inline: true })).toEqual([]);
  });
});

/**
 * Migration 0035 (session 21's model): besides relabelling the seed model's comments, it marks every tenant with its
 * own retrained model again (0034's relabel cleared the mark), so that tenant's comments get the labels of its model
 * as trained from the new seed, once; its staff labels stay.
 */
describe('migration 0035 (relabel, and tenant models marked again)', () => {
  const before = useMigratedDatabase('0034_tenant_model_relabel');

  it('marks the retrained tenant for a relabel by its own model and leaves its staff labels alone', async () => {
    const { db } = before;
    const retrainedId = await insertRetrainedTenant(db);
    expect(await db.selectFrom('tenant_classifiers').select('relabel_pending').execute()).toEqual([
      { relabel_pending: 0 },
    ]);
    await migrateStoredComments(before, {
      stored: [
        { platform_comment_id: 'own-model', tenant_id: retrainedId, cls_source: 'model', ...oldLabels },
        { platform_comment_id: 'own-staff', tenant_id: retrainedId, cls_source: 'staff', ...oldLabels },
      ],
      migration: '0035_relabel_model_comments_session21',
      read: ['platform_comment_id'],
    });
    expect(await db.selectFrom('tenant_classifiers').select('relabel_pending').execute()).toEqual([
      { relabel_pending: 1 },
    ]);
    expect(await runTenantRelabel(db, { inline: true })).toEqual([
      { tenantId: retrainedId, read: 1, changed: 1 },
    ]);
    const rows = await db
      .selectFrom('comments')
      .select(['platform_comment_id', 'neg_type'])
      .orderBy('id')
      .execute();
    expect(rows.map((row) => [row.platform_comment_id, row.neg_type])).toEqual([
      ['own-model', 'content'],
      ['own-staff', 'effect'],
    ]);
  });
});
