import { PATHS, ZClassifierModel, ZClassifyResult, ZCreatedApiKey, ZIngestResult } from '@notedesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SeededTenant } from '../../../testing/factories/seedTenant';
import { createTestApp, expectFailure, expectOk, type TestApp } from '../../../testing/testApp';
import { createClassifierTrainer } from '../createClassifierTrainer';
import { createClassifierRepository } from '../repository';
import { createTenantModels } from '../tenantModels';

/** Tenant A's staff decide that asking for a sold-out item's comeback ("返场") is a purchase intention. */
const CORRECTED = [
  '喵喵拳什么时候返场',
  '喵喵拳返场了吗',
  '等喵喵拳返场',
  '喵喵拳求返场',
  '喵喵拳还会返场吗',
  '喵喵拳返场蹲一个',
];
const LEAD = {
  cls_type: 1,
  sentiment: 'neutral',
  neg_type: null,
  content_type: 'purchase_intention',
} as const;
const NEW_TEXT = '喵喵拳又返场了';

describe('tenant retraining from staff corrections', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const keys: Record<string, string> = {};
  let stamp = 1_736_500_000_000;

  const ingest = async (tenant: SeededTenant, texts: readonly string[], prefix: string) => {
    const key = keys[tenant.name]!;
    stamp += 1000;
    const headers = { 'x-api-key': key };
    const noteId = `${prefix}-note`;
    // The note must match the tenant's brand keyword ("ta品牌" / "tb品牌") to be tracked.
    const brand = tenant === t.a ? 'ta品牌' : 'tb品牌';
    const note = { note_id: noteId, type: 'normal', title: `${brand} 好物`, desc: '', time: '1736476800000' };
    expectOk(
      await t
        .api()
        .post('/api/ingest/notes', { items: [{ ...note, last_modify_ts: String(stamp) }] }, { headers }),
    );
    const items = texts.map((content, index) => ({
      comment_id: `${prefix}-${index}`,
      note_id: noteId,
      content,
      create_time: '1736476800000',
      like_count: '0',
      parent_comment_id: '0',
      last_modify_ts: String(stamp),
    }));
    return ZIngestResult.parse(expectOk(await t.api().post('/api/ingest/comments', { items }, { headers })));
  };

  const stored = (tenant: SeededTenant, platformId: string) =>
    t.db
      .selectFrom('comments')
      .selectAll()
      .where('tenant_id', '=', tenant.id)
      .where('platform_comment_id', '=', platformId)
      .executeTakeFirstOrThrow();

  const tryBox = async (token: string | undefined, text: string) =>
    ZClassifyResult.parse(expectOk(await t.api(token).post(PATHS.classify.classify, { text })));

  beforeAll(async () => {
    t = await createTestApp();
    for (const [name, user] of Object.entries({
      adminA: t.a.admin,
      managerA: t.a.manager,
      workerA: t.a.worker,
      adminB: t.b.admin,
      managerB: t.b.manager,
    }))
      tokens[name] = await t.loginAs(user);
    for (const [tenant, admin] of [
      [t.a, tokens.adminA],
      [t.b, tokens.adminB],
    ] as const) {
      const created = ZCreatedApiKey.parse(
        expectOk(await t.api(admin).post('/api/admin/api-keys', { name: 'crawler' })),
      );
      keys[tenant.name] = created.key;
    }
  });
  afterAll(() => t.close());

  it('workers may not see, retrain or export the model (403); signed-out callers get 401', async () => {
    expectFailure(await t.api(tokens.workerA).get(PATHS.classify.model), 403);
    expectFailure(await t.api(tokens.workerA).post(PATHS.classify.retrain), 403);
    expectFailure(await t.api(tokens.workerA).get(PATHS.classify.trainingSet), 403);
    expectFailure(await t.api().post(PATHS.classify.retrain), 401, 50008);
  });

  it('before any retrain a tenant uses the seed model, and retraining without corrections is refused', async () => {
    const model = ZClassifierModel.parse(expectOk(await t.api(tokens.managerA).get(PATHS.classify.model)));
    expect(model).toMatchObject({ source: 'seed', corrections: 0, staff_corrections: 0, trained_at: null });
    expect(model.examples).toBeGreaterThan(700);
    expect(model.held_out.cls_type).toBeGreaterThan(0.8);
    const refused = expectFailure(
      await t
        .api(tokens.managerA)
        .post(PATHS.classify.retrain, undefined, { headers: { 'accept-language': 'en-US' } }),
      409,
    );
    expect(refused.detail).toContain('Correct some in comment maintenance');
  });

  it("retrains tenant A from its staff corrections; B's labels and answers do not change", async () => {
    await ingest(t.a, CORRECTED, 'a-fix');
    const seedAnswer = await tryBox(tokens.managerA, NEW_TEXT);
    expect(seedAnswer.content_type).not.toBe('purchase_intention');
    const ids = await Promise.all(
      CORRECTED.map(async (_, index) => (await stored(t.a, `a-fix-${index}`)).id),
    );
    expectOk(
      await t.api(tokens.workerA).post('/api/track/staff-edit-content-cls', { comment_ids: ids, ...LEAD }),
    );

    const model = ZClassifierModel.parse(expectOk(await t.api(tokens.managerA).post(PATHS.classify.retrain)));
    expect(model).toMatchObject({
      source: 'tenant',
      corrections: CORRECTED.length,
      trained_by: t.a.manager.username,
    });
    expect(model.examples).toBeGreaterThan(700 + CORRECTED.length - 1);
    expect(model.trained_at).not.toBeNull();
    expect(model.held_out.cls_type).toBeGreaterThan(0.8);
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'classifier.retrain')
      .execute();
    expect(audit).toMatchObject([{ tenant_id: t.a.id, user_id: t.a.manager.id }]);

    // The try box and new imports of A use A's model; B still gets the seed model's answer.
    expect(await tryBox(tokens.managerA, NEW_TEXT)).toMatchObject({ ...LEAD, engine: 'model' });
    expect(await tryBox(tokens.managerB, NEW_TEXT)).toMatchObject({ cls_type: seedAnswer.cls_type });
    await ingest(t.a, [NEW_TEXT], 'a-new');
    await ingest(t.b, [NEW_TEXT], 'b-new');
    expect(await stored(t.a, 'a-new-0')).toMatchObject({ ...LEAD, cls_source: 'model' });
    expect(await stored(t.b, 'b-new-0')).toMatchObject({
      cls_type: seedAnswer.cls_type,
      content_type: seedAnswer.content_type,
      cls_source: 'model',
    });
    expect(
      ZClassifierModel.parse(expectOk(await t.api(tokens.managerB).get(PATHS.classify.model))),
    ).toMatchObject({ source: 'seed', staff_corrections: 0 });
  }, 240_000); // two fits of ~16,000 comments: ~30 s alone, over 90 s on two loaded cores

  it('keeps the model across a restart: a new registry on the same database trains it again', async () => {
    const models = createTenantModels(
      createClassifierRepository(t.db),
      createClassifierTrainer({ inline: true }),
    );
    const again = await models.find(t.a.id);
    expect(again?.summary).toMatchObject({ source: 'tenant', corrections: CORRECTED.length });
    expect(again?.classifier.classifySync([{ text: NEW_TEXT }])[0]).toMatchObject(LEAD);
    expect(await models.find(t.b.id)).toBeUndefined();
  });

  it('a newer crawl of a corrected comment updates its text but never its staff labels', async () => {
    const before = await stored(t.a, 'a-fix-0');
    expect(before).toMatchObject({ ...LEAD, cls_source: 'staff' });
    // Same ids, newer crawl, a text any model reads as a complaint.
    await ingest(t.a, ['用完烂脸了，太差了[哭惹R]', ...CORRECTED.slice(1)], 'a-fix');
    const after = await stored(t.a, 'a-fix-0');
    expect(after.content).toBe('用完烂脸了，太差了[哭惹R]');
    expect(after).toMatchObject({ ...LEAD, cls_source: 'staff' });
  });

  it('exports the training set (seed train split + corrections) as CSV or JSON lines, per tenant', async () => {
    const csv = await t.api(tokens.adminA).get(`${PATHS.classify.trainingSet}?format=csv`);
    expect(csv.status).toBe(200);
    expect(String(csv.headers['content-type'])).toContain('text/csv');
    expect(String(csv.headers['content-disposition'])).toContain('classifier-training-set.csv');
    const lines = csv.text
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('text,cls_type,sentiment,neg_type,content_type,origin,weight');
    expect(lines).toContain('喵喵拳返场了吗,1,neutral,,purchase_intention,staff,3');
    expect(lines.length).toBeGreaterThan(700);

    const jsonl = await t.api(tokens.managerA).get(PATHS.classify.trainingSet);
    const rows = jsonl.text
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(rows.filter((row) => row.origin === 'staff')).toHaveLength(CORRECTED.length);
    expect(rows.every((row) => typeof row.text === 'string' && row.text.length > 0)).toBe(true);

    const other = await t.api(tokens.managerB).get(`${PATHS.classify.trainingSet}?format=jsonl`);
    expect(other.text).not.toContain('喵喵拳');
    expectFailure(await t.api(tokens.managerA).get(`${PATHS.classify.trainingSet}?format=xlsx`), 422);
  });
  // Three model fits (the other process's, a retrain, its re-check): minutes on two shared cores, not a hang.
  it('another server process holding the old model uses the new one once it has asked again', async () => {
    let clock = 0;
    const other = createTenantModels(
      createClassifierRepository(t.db),
      createClassifierTrainer({ inline: true }),
      {
        recheckMs: 30_000,
        now: () => clock,
      },
    );
    expect((await other.find(t.a.id))?.summary.corrections).toBe(CORRECTED.length);
    // This process retrains with one more correction.
    await ingest(t.a, ['喵喵拳返场提醒我'], 'a-more');
    const extra = (await stored(t.a, 'a-more-0')).id;
    expectOk(
      await t
        .api(tokens.workerA)
        .post('/api/track/staff-edit-content-cls', { comment_ids: [extra], ...LEAD }),
    );
    t.clock.advance(60_000);
    const first = ZClassifierModel.parse(expectOk(await t.api(tokens.managerA).get(PATHS.classify.model)));
    const retrained = ZClassifierModel.parse(
      expectOk(await t.api(tokens.managerA).post(PATHS.classify.retrain)),
    );
    // It counts staff corrections as the model page does (the page must not change its count after a retrain).
    expect(retrained.corrections).toBe(CORRECTED.length + 1);
    expect(retrained.staff_corrections).toBe(first.staff_corrections);
    expect(
      ZClassifierModel.parse(expectOk(await t.api(tokens.managerA).get(PATHS.classify.model)))
        .staff_corrections,
    ).toBe(retrained.staff_corrections);
    // The audit log says what the retrain replaced: the model stored before it, with its figures.
    const audits = await t.db
      .selectFrom('audit_log')
      .select(['before', 'after'])
      .where('action', '=', 'classifier.retrain')
      .orderBy('id')
      .execute();
    expect(audits).toHaveLength(2);
    expect(JSON.parse(audits[0]!.before)).toMatchObject({ source: 'seed' });
    expect(JSON.parse(audits[1]!.before)).toEqual({
      source: 'tenant',
      corrections: CORRECTED.length,
      held_out: first.held_out,
    });
    expect(JSON.parse(audits[1]!.after)).toMatchObject({ corrections: CORRECTED.length + 1 });
    // Within the interval the other process keeps what it holds; after it, it reads and trains the new model.
    clock += 10_000;
    expect((await other.find(t.a.id))?.summary.corrections).toBe(CORRECTED.length);
    clock += 30_000;
    expect((await other.find(t.a.id))?.summary.corrections).toBe(CORRECTED.length + 1);
    // Nothing changed since: it keeps the model it has (no training again).
    const held = await other.find(t.a.id);
    clock += 30_000;
    expect(await other.find(t.a.id)).toBe(held);
  }, 240_000);
});
