import { ZCommentRow, ZFollowUp, ZPage } from '@notedesk/contract';
import { describe, expect, it } from 'vitest';
import { expectFailure, expectOk } from '../../../testing/testApp';
import { createCommentRepository } from '../repository';
import { useCommentWriteWorld } from './commentWriteWorld';

describe('POST /api/track/set-process-status', () => {
  const w = useCommentWriteWorld();

  it('single and bulk: stores status, staff and time, audits before/after', async () => {
    const { t, worker, manager, workerUser, managerUser, addComment, commentRow, auditOf } = w;
    const one = await addComment('状态一');
    const two = await addComment('状态二');
    const at = t.clock.now();
    const single = ZFollowUp.array().parse(
      expectOk(
        await t
          .api(worker)
          .post('/api/track/set-process-status', { comment_ids: [one], status: 1, note: '已私信' }),
      ),
    );
    expect(single).toEqual([
      {
        id: one,
        process_status: 1,
        process_staff: { id: workerUser.id, name: '小王' },
        process_note: '已私信',
        process_updated_at: new Date(at).toISOString(),
      },
    ]);
    const bulk = ZFollowUp.array().parse(
      expectOk(
        await t.api(manager).post('/api/track/set-process-status', { comment_ids: [one, two], status: 2 }),
      ),
    );
    expect(bulk.map((row) => [row.id, row.process_status, row.process_staff?.id]).sort()).toEqual(
      [
        [one, 2, managerUser.id],
        [two, 2, managerUser.id],
      ].sort(),
    );
    expect(await commentRow(two)).toMatchObject({ process_status: 2, process_staff_id: managerUser.id });
    const audits = await auditOf(one, 'comment.set_process_status');
    expect(audits).toHaveLength(2);
    expect(audits[0]?.user_id).toBe(workerUser.id);
    expect(JSON.parse(audits[0]?.before ?? '')).toMatchObject({ process_status: 0 });
    expect(JSON.parse(audits[0]?.after ?? '')).toMatchObject({
      process_status: 1,
      process_staff_id: workerUser.id,
    });
    expect(JSON.parse(audits[1]?.before ?? '')).toMatchObject({
      process_status: 1,
      process_staff_id: workerUser.id,
    });
    // The list shows the saved follow-up.
    const page = ZPage(ZCommentRow).parse(
      expectOk(
        await t
          .api(worker)
          .get('/api/track/content-comments', { query: { staff_id: String(managerUser.id) } }),
      ),
    );
    expect(page.items.map((row) => row.id).sort()).toEqual([one, two].sort());
  });

  it('409 with the current value when someone else changed it since; none for the same user', async () => {
    const { t, worker, manager, managerUser, addComment, commentRow } = w;
    const id = await addComment('并发');
    const seen = new Date(t.clock.now()).toISOString();
    t.clock.advance(1000);
    expectOk(await t.api(manager).post('/api/track/set-process-status', { comment_ids: [id], status: 1 }));
    t.clock.advance(1000);
    const body = expectFailure(
      await t
        .api(worker)
        .post('/api/track/set-process-status', { comment_ids: [id], status: 3, expected_updated_at: null }),
      409,
    );
    const current = ZFollowUp.array().parse(body.data);
    expect(current[0]).toMatchObject({ id, process_status: 1, process_staff: { id: managerUser.id } });
    expectFailure(
      await t
        .api(worker)
        .post('/api/track/set-process-status', { comment_ids: [id], status: 3, expected_updated_at: seen }),
      409,
    );
    expect((await commentRow(id)).process_status).toBe(1);
    // The manager overwriting their own change is fine.
    expectOk(
      await t
        .api(manager)
        .post('/api/track/set-process-status', { comment_ids: [id], status: 2, expected_updated_at: seen }),
    );
    // With the current time the worker may save.
    const latest = new Date((await commentRow(id)).process_updated_at ?? 0).toISOString();
    expectOk(
      await t.api(worker).post('/api/track/set-process-status', {
        comment_ids: [id],
        status: 3,
        expected_updated_at: latest,
      }),
    );
    expect((await commentRow(id)).process_status).toBe(3);
  });

  it('two saves from the same version at once: one is saved, the other answers 409 (no lost update)', async () => {
    const { t, worker, manager, workerUser, managerUser, addComment, commentRow } = w;
    const id = await addComment('同时');
    const seen = new Date(t.clock.now()).toISOString();
    t.clock.advance(1000);
    const [first, second] = await Promise.all([
      t
        .api(manager)
        .post('/api/track/set-process-status', { comment_ids: [id], status: 1, expected_updated_at: seen }),
      t
        .api(worker)
        .post('/api/track/set-process-status', { comment_ids: [id], status: 2, expected_updated_at: seen }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const winner =
      first.status === 200 ? { status: 1, staff: managerUser.id } : { status: 2, staff: workerUser.id };
    expect(await commentRow(id)).toMatchObject({
      process_status: winner.status,
      process_staff_id: winner.staff,
    });
  });

  it('the guarded save is one conditional UPDATE: nothing saved over a newer save by someone else', async () => {
    const { t, workerUser, managerUser, tenant, addComment, commentRow } = w;
    const repository = createCommentRepository(t.db, t.database.dialect);
    const id = await addComment('竞态');
    const seen = t.clock.now();
    t.clock.advance(1000);
    const later = t.clock.now();
    // The manager's save lands after the worker read the comment at `seen`.
    expect(
      await repository.updateFollowUp(tenant.id, [id], {
        status: 1,
        staffId: managerUser.id,
        note: undefined,
        at: later,
      }),
    ).toBe(1);
    const save = (staffId: number, expectedAt: number | null) =>
      repository.updateFollowUp(
        tenant.id,
        [id],
        { status: 3, staffId, note: undefined, at: later + 1 },
        { callerId: staffId, expectedAt },
      );
    expect(await save(workerUser.id, seen)).toBe(0);
    expect(await save(workerUser.id, null)).toBe(0);
    expect(await commentRow(id)).toMatchObject({ process_status: 1, process_staff_id: managerUser.id });
    // The version the manager saved, or the manager's own save, goes through.
    expect(await save(workerUser.id, later)).toBe(1);
    expect(await save(managerUser.id, seen)).toBe(0);
    expect(await save(workerUser.id, seen)).toBe(1);
  });

  it('another tenant’s id → 404 and nothing changes (not even the tenant’s own ids in the same call)', async () => {
    const { t, worker, foreign, foreignComment, addComment, commentRow, auditOf } = w;
    const own = await addComment('混合');
    expectFailure(
      await t
        .api(worker)
        .post('/api/track/set-process-status', { comment_ids: [own, foreignComment], status: 2 }),
      404,
    );
    expect((await commentRow(own)).process_status).toBe(0);
    expect((await commentRow(foreignComment)).process_status).toBe(0);
    expectFailure(
      await t.api(foreign).post('/api/track/set-process-status', { comment_ids: [own], status: 2 }),
      404,
    );
    expect(await auditOf(own, 'comment.set_process_status')).toHaveLength(0);
  });

  it.each([
    [{ comment_ids: [], status: 1 }, 'comment_ids'],
    [{ comment_ids: [1], status: 7 }, 'status'],
    [{ comment_ids: [99999999999], status: 1 }, 'comment_ids'],
    [{ comment_ids: [1], status: 1, note: 'x'.repeat(501) }, 'note'],
  ])('bad input %j → 422', async (input, field) => {
    const { t, worker } = w;
    const body = expectFailure(await t.api(worker).post('/api/track/set-process-status', input), 422);
    expect(body.field?.split('.')[0]).toBe(field);
  });
});
