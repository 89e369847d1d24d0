import { ZReplyDraft } from '@notedesk/contract';
import { afterAll, beforeAll } from 'vitest';
import type { z } from 'zod';
import { type CommentOverrides, newComment } from '../../../testing/factories/newComment';
import { newNote } from '../../../testing/factories/newNote';
import { newTenant, type TestTenant } from '../../../testing/factories/newTenant';
import { newTrackingSetup } from '../../../testing/factories/newTrackingSetup';
import { newUser, type TestUser } from '../../../testing/factories/newUser';
import { createEmptyTestApp, type EmptyTestApp, expectOk } from '../../../testing/testApp';

export const DAY = 24 * 60 * 60 * 1000;

export type CommentWriteWorld = {
  t: EmptyTestApp;
  tenant: TestTenant;
  /** Staff of `tenant`, named 小王 and 李经理, and their tokens. */
  workerUser: TestUser;
  managerUser: TestUser;
  worker: string;
  manager: string;
  /** Another tenant, the token of a worker there, and a comment of that tenant. */
  otherTenant: TestTenant;
  foreign: string;
  foreignComment: number;
  /** A comment of `tenant` on its note, three days old, unlabelled unless `extra` says. */
  addComment: (content: string, extra?: Omit<CommentOverrides, 'note_id' | 'content'>) => Promise<number>;
  commentRow: (id: number) => ReturnType<typeof readComment>;
  auditOf: (id: number, action: string) => ReturnType<typeof readAudit>;
  history: (id: number) => ReturnType<typeof readHistory>;
  /** POST /api/track/gen-reply as the worker: the draft, or the advice not to reply in `note`. */
  draftReply: (id: number) => Promise<z.infer<typeof ZDraftOrAdvice>>;
};

const ZDraftOrAdvice = ZReplyDraft.extend({ note: ZReplyDraft.shape.reply_text.optional() });

const readComment = (t: EmptyTestApp, id: number) =>
  t.db.selectFrom('comments').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const readAudit = (t: EmptyTestApp, id: number, action: string) =>
  t.db
    .selectFrom('audit_log')
    .selectAll()
    .where('entity', '=', 'comment')
    .where('entity_id', '=', String(id))
    .where('action', '=', action)
    .orderBy('id')
    .execute();
const readHistory = (t: EmptyTestApp, id: number) =>
  t.db.selectFrom('reply_history').selectAll().where('comment_id', '=', id).orderBy('id').execute();

/**
 * The world of the comment write tests, made in beforeAll (and closed in afterAll) of the calling file: a tenant
 * with a worker, a manager and a note about its product, and another tenant with a worker and a comment. Read
 * its fields inside tests only (they are filled before the first test runs).
 */
export const useCommentWriteWorld = (): CommentWriteWorld => {
  const world = {} as CommentWriteWorld;
  beforeAll(async () => {
    const t = await createEmptyTestApp();
    const tenant = await newTenant(t, { name: '甲公司' });
    const setup = await newTrackingSetup(t, tenant.id, 'ta');
    const worker = await newUser(t, { tenantId: tenant.id, role: 'worker', fullName: '小王' });
    const manager = await newUser(t, { tenantId: tenant.id, role: 'manager', fullName: '李经理' });
    const noteId = await newNote(t, {
      tenant_id: tenant.id,
      at: t.clock.now() - 5 * DAY,
      title: '精华测评',
      brand_id: setup.brandIds[0] ?? null,
      product_line_id: setup.productLineIds[0] ?? null,
      product_id: setup.products.both,
    });
    const other = await newTenant(t, { name: '乙公司' });
    const foreignWorker = await newUser(t, { tenantId: other.id, role: 'worker' });
    const foreignNote = await newNote(t, { tenant_id: other.id });
    Object.assign(world, {
      t,
      tenant,
      workerUser: worker,
      managerUser: manager,
      worker: await t.loginAs(worker),
      manager: await t.loginAs(manager),
      otherTenant: other,
      foreign: await t.loginAs(foreignWorker),
      foreignComment: await newComment(t, { note_id: foreignNote, content: '乙租户评论' }),
      addComment: (content, extra = {}) =>
        newComment(t, { note_id: noteId, at: t.clock.now() - 3 * DAY, content, ...extra }),
      commentRow: (id) => readComment(t, id),
      auditOf: (id, action) => readAudit(t, id, action),
      history: (id) => readHistory(t, id),
      draftReply: async (id) =>
        ZDraftOrAdvice.parse(
          expectOk(await t.api(world.worker).post('/api/track/gen-reply', { comment_id: id })),
        ),
    } satisfies CommentWriteWorld);
  });
  afterAll(() => world.t.close());
  return world;
};
