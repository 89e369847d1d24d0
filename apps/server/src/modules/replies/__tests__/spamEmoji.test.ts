import { NO_REPLY_NOTES, PATHS, ZGeneratedReply } from '@notedesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newComment } from '../../../testing/factories/newComment';
import { newNote } from '../../../testing/factories/newNote';
import { newTenant } from '../../../testing/factories/newTenant';
import { newTrackingSetup } from '../../../testing/factories/newTrackingSetup';
import { newUser } from '../../../testing/factories/newUser';
import { createEmptyTestApp, type EmptyTestApp, expectOk } from '../../../testing/testApp';

// Set M (development): money and a finger pointing at the profile, in emoji only, was thanked for following.
describe('a lure told in emoji (money, pointing at the profile) is spam', () => {
  let t: EmptyTestApp;
  let worker: string;
  let note: number;

  beforeAll(async () => {
    t = await createEmptyTestApp();
    const tenant = await newTenant(t, { name: '青屿' });
    const setup = await newTrackingSetup(t, tenant.id, 'qy');
    note = await newNote(t, {
      tenant_id: tenant.id,
      brand_id: setup.brandIds[0] ?? null,
      product_line_id: setup.productLineIds[0] ?? null,
      product_id: setup.products.both,
      source: 'own',
      title: '冬季补水',
    });
    worker = await t.loginAs(await newUser(t, { tenantId: tenant.id, role: 'worker' }));
  });
  afterAll(() => t.close());

  it('no draft, the spam advice stored with the comment', async () => {
    const commentId = await newComment(t, { note_id: note, content: '🤑🤑 ➡️➡️ 🏡', cls_type: 1 });
    const draft = ZGeneratedReply.parse(
      expectOk(await t.api(worker).post(PATHS.comments.genReply, { comment_id: commentId })),
    );
    expect(draft.reply_text).toBe('');
    const stored = await t.db
      .selectFrom('comments')
      .select('reply_advice')
      .where('id', '=', commentId)
      .executeTakeFirstOrThrow();
    expect(stored.reply_advice).toBe(NO_REPLY_NOTES.spam);
  });
});
