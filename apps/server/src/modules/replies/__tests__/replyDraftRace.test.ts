import { ZReplyDraft } from '@notedesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newComment } from '../../../testing/factories/newComment';
import { newNote } from '../../../testing/factories/newNote';
import {
  createTestApp,
  expectFailure,
  expectOk,
  type TestApp,
  type TestResponse,
} from '../../../testing/testApp';
import { createReplyDraftRepository, type ReplyTarget } from '../repository';

describe('reply saves with expected_updated_at: the 409 rule is part of the write', () => {
  let t: TestApp;
  let worker: string;
  let manager: string;
  let noteId: number;

  const targets = {
    comment: { path: '/api/track/staff-edit-comment-reply', idField: 'comment_id' },
    note: { path: '/api/track/staff-edit-post-reply', idField: 'note_id' },
  } as const;

  const newTarget = async (kind: ReplyTarget['kind'], name: string): Promise<ReplyTarget> => {
    const id =
      kind === 'comment'
        ? await newComment(t, { note_id: noteId, content: name })
        : await newNote(t, { tenant_id: t.a.id, platform_note_id: name, title: name });
    return { kind, id };
  };
  const edit = (token: string, target: ReplyTarget, text: string, expected: string | null) =>
    t.api(token).post(targets[target.kind].path, {
      [targets[target.kind].idField]: target.id,
      reply_text: text,
      expected_updated_at: expected,
    });
  const draftOf = (target: ReplyTarget) =>
    t.db
      .selectFrom(target.kind === 'comment' ? 'comments' : 'notes')
      .select(['reply_text', 'reply_updated_at', 'reply_updated_by'])
      .where('id', '=', target.id)
      .executeTakeFirstOrThrow();
  const historyOf = (target: ReplyTarget) =>
    t.db
      .selectFrom('reply_history')
      .select(['text', 'created_by'])
      .where(target.kind === 'comment' ? 'comment_id' : 'note_id', '=', target.id)
      .orderBy('id')
      .execute();
  const editAudits = async (target: ReplyTarget) =>
    (
      await t.db
        .selectFrom('audit_log')
        .select('id')
        .where('entity', '=', target.kind)
        .where('entity_id', '=', String(target.id))
        .where('action', '=', `${target.kind}.edit_reply`)
        .execute()
    ).length;

  beforeAll(async () => {
    t = await createTestApp();
    noteId = await newNote(t, { tenant_id: t.a.id, platform_note_id: 'race-note', title: '竞态' });
    worker = await t.loginAs(t.a.worker);
    manager = await t.loginAs(t.a.manager);
  });
  afterAll(() => t.close());

  for (const kind of ['comment', 'note'] as const) {
    describe(kind, () => {
      it('a save overtaken between its read and its write is refused and overwrites nothing', async () => {
        const target = await newTarget(kind, `${kind}-overtaken`);
        const repository = createReplyDraftRepository(t.db);
        // The worker reads the draft (never saved) …
        const read = await repository.currentDraft(t.a.id, target);
        expect(read).toEqual({ reply_text: '', reply_updated_at: null, reply_updated_by: null });
        // … the manager's save lands …
        t.clock.advance(1000);
        const managers = ZReplyDraft.parse(expectOk(await edit(manager, target, '经理的版本', null)));
        // … then the worker's write, guarded by the version it read, changes nothing.
        t.clock.advance(1000);
        const version = { text: '员工的版本', source: 'staff' as const, personaId: null, by: t.a.worker.id };
        const guard = { callerId: t.a.worker.id, expectedAt: read?.reply_updated_at ?? null };
        expect(await repository.save(t.a.id, target, { ...version, at: t.clock.now() }, guard)).toBe(false);
        expect(await draftOf(target)).toEqual({
          reply_text: '经理的版本',
          reply_updated_at: Date.parse(managers.reply_updated_at ?? ''),
          reply_updated_by: t.a.manager.id,
        });
        expect(await historyOf(target)).toEqual([{ text: '经理的版本', created_by: t.a.manager.id }]);
        // Once it has seen the manager's version, the worker's save goes through.
        const seen = { ...guard, expectedAt: Date.parse(managers.reply_updated_at ?? '') };
        expect(await repository.save(t.a.id, target, { ...version, at: t.clock.now() }, seen)).toBe(true);
        expect((await draftOf(target)).reply_text).toBe('员工的版本');
        // Over their own newer save, an older expected time is no conflict.
        t.clock.advance(1000);
        const again = { ...version, text: '员工再改', at: t.clock.now() };
        expect(await repository.save(t.a.id, target, again, guard)).toBe(true);
        expect((await historyOf(target)).map((row) => row.text)).toEqual([
          '经理的版本',
          '员工的版本',
          '员工再改',
        ]);
      });

      it('two saves from the same version at once: one is saved, the other answers 409 with it', async () => {
        const target = await newTarget(kind, `${kind}-together`);
        t.clock.advance(1000);
        // Both saw the draft never saved; neither may overwrite the other's save.
        const responses = await Promise.all([
          edit(worker, target, '员工同时改', null),
          edit(manager, target, '经理同时改', null),
        ]);
        expect(responses.map((response) => response.status).sort()).toEqual([200, 409]);
        const winner =
          responses[0]?.status === 200 ? ['员工同时改', t.a.worker.id] : ['经理同时改', t.a.manager.id];
        const loser = responses.find((response) => response.status === 409);
        expect(ZReplyDraft.parse(expectFailure(loser as TestResponse, 409).data)).toMatchObject({
          reply_text: winner[0],
          reply_updated_by: { id: winner[1] },
        });
        expect(await draftOf(target)).toMatchObject({ reply_text: winner[0], reply_updated_by: winner[1] });
        expect(await historyOf(target)).toEqual([{ text: winner[0], created_by: winner[1] }]);
        expect(await editAudits(target)).toBe(1);
      });
    });
  }
});
