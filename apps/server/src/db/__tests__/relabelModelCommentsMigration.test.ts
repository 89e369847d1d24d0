import { describe, expect, it } from 'vitest';
import { useMigratedDatabase } from '../../testing/useMigratedDatabase';
import { migrateTo } from '../migrate';

type StoredComment = {
  id: string;
  tenant: number;
  content: string;
  source: string;
  cls_type?: number;
  content_type?: string;
};

/** Stores comments as a classifier once labelled them (cls_type 0 an effect complaint unless given). */
const storeComments = async (
  db: ReturnType<typeof useMigratedDatabase>['db'],
  stored: readonly StoredComment[],
): Promise<void> => {
  for (const comment of stored) {
    const clsType = comment.cls_type ?? 0;
    await db
      .insertInto('comments')
      .values({
        tenant_id: comment.tenant,
        platform: 'xhs',
        platform_comment_id: comment.id,
        platform_note_id: 'n1',
        note_id: null,
        content: comment.content,
        published_at: 1_700_000_000_000,
        source: null,
        brand_id: null,
        product_line_id: null,
        product_id: null,
        cls_type: clsType,
        sentiment: clsType === 0 ? 'negative' : 'neutral',
        neg_type: clsType === 0 ? 'effect' : null,
        content_type: comment.content_type ?? (clsType === 0 ? 'product_evaluation' : 'non_product'),
        cls_source: comment.source,
        cls_confidence: 0.7,
        process_staff_id: null,
        process_updated_at: null,
        reply_updated_at: null,
        reply_updated_by: null,
        deleted_at: null,
        created_at: 1_700_000_000_000,
        updated_at: 100,
        last_modify_ts: 1_700_000_000_000,
      } as never)
      .execute();
  }
};

/**
 * Migration 0023: comments the embedded model labelled are classified once more with this session's model.
 * A clickbait complaint stored as an effect complaint becomes a content complaint, and an insult stored as
 * chit-chat becomes flame; staff and LLM labels, and the comments of a tenant with its own retrained model,
 * keep what they had.
 */
describe('migration 0023 (relabel model-labelled comments)', () => {
  const before = useMigratedDatabase('0021_comment_tracked');

  it('relabels the seed model’s comments and leaves staff, LLM and retrained tenants’ labels alone', async () => {
    const { database, db, tenantId } = before;
    const retrained = await db
      .insertInto('tenants')
      .values({ name: '乙', created_at: 0, updated_at: 0 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('tenant_classifiers')
      .values({
        tenant_id: retrained.id,
        corrections: '[]',
        correction_count: 0,
        examples: 0,
        training_ms: 0,
        held_out: '{}',
        trained_by: null,
        trained_at: 0,
      })
      .execute();
    const clickbait = '标题党退退退，封面和内容毫无关系';
    const stored = [
      { id: 'model', tenant: tenantId, content: clickbait, source: 'model' },
      { id: 'insult', tenant: tenantId, content: '楼上脑子进水了吧', source: 'model', cls_type: 100 },
      { id: 'staff', tenant: tenantId, content: clickbait, source: 'staff' },
      { id: 'llm', tenant: tenantId, content: clickbait, source: 'llm' },
      { id: 'retrained', tenant: retrained.id, content: clickbait, source: 'model' },
    ];
    await storeComments(db, stored);
    await migrateTo(database.handle, '0023_relabel_model_comments');
    const rows = await db
      .selectFrom('comments')
      .select(['platform_comment_id', 'cls_type', 'neg_type', 'content_type', 'cls_reason', 'updated_at'])
      .orderBy('id')
      .execute();
    expect(
      rows.map((row) => [row.platform_comment_id, row.cls_type, row.neg_type, row.content_type]),
    ).toEqual([
      ['model', 0, 'content', 'non_product'],
      ['insult', 0, 'flame', 'non_product'],
      ['staff', 0, 'effect', 'product_evaluation'],
      ['llm', 0, 'effect', 'product_evaluation'],
      ['retrained', 0, 'effect', 'product_evaluation'],
    ]);
    expect(rows[0]?.cls_reason).toMatch(/^rule: clickbait/);
    expect(rows.map((row) => Number(row.updated_at))).toEqual([101, 101, 100, 100, 100]);
  });
});

/**
 * Migration 0026: the same relabelling with session 10's model. Praise said in negated complaint words, stored as
 * an effect complaint, becomes praise; a photographer's 拍了三百张, stored as a purchase lead, becomes chit-chat; a
 * staff label stays.
 */
describe('migration 0026 (relabel model-labelled comments again)', () => {
  const before = useMigratedDatabase('0025_knowledge_source');

  it("relabels the model's comments with this session's model and leaves staff labels alone", async () => {
    const { database, db, tenantId } = before;
    const deniedComplaint = '抹了三天，脸上再也没有起皮';
    await storeComments(db, [
      { id: 'denied', tenant: tenantId, content: deniedComplaint, source: 'model' },
      {
        id: 'photos',
        tenant: tenantId,
        content: '今天拍了三百张，选片选到眼花',
        source: 'model',
        cls_type: 1,
        content_type: 'purchase_intention',
      },
      { id: 'staff', tenant: tenantId, content: deniedComplaint, source: 'staff' },
    ]);
    await migrateTo(database.handle, '0026_relabel_model_comments_again');
    const rows = await db
      .selectFrom('comments')
      .select(['platform_comment_id', 'cls_type', 'sentiment', 'content_type'])
      .orderBy('id')
      .execute();
    expect(
      rows.map((row) => [row.platform_comment_id, row.cls_type, row.sentiment, row.content_type]),
    ).toEqual([
      ['denied', 2, 'positive', 'product_evaluation'],
      ['photos', 100, 'neutral', 'non_product'],
      ['staff', 0, 'negative', 'product_evaluation'],
    ]);
  });
});
