import { ZPage, ZPostUser } from '@notedesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newComment } from '../../../testing/factories/newComment';
import { newNote } from '../../../testing/factories/newNote';
import { newTenant } from '../../../testing/factories/newTenant';
import { newUser } from '../../../testing/factories/newUser';
import { createEmptyTestApp, type EmptyTestApp, expectOk } from '../../../testing/testApp';

describe('GET /api/track/post-user-list-in-comments', () => {
  let t: EmptyTestApp;
  beforeAll(async () => {
    t = await createEmptyTestApp();
  });
  afterAll(() => t.close());

  const commenters = async (token: string, query: Record<string, string> = {}) =>
    ZPage(ZPostUser).parse(
      expectOk(await t.api(token).get('/api/track/post-user-list-in-comments', { query })),
    );

  it('commenters of live comments, by how often they commented, searchable by name or id, paged', async () => {
    const tenant = await newTenant(t);
    const worker = await t.loginAs(await newUser(t, { tenantId: tenant.id }));
    const note = await newNote(t, { tenant_id: tenant.id });
    for (const [uid, nick, times] of [
      ['u-lily', '莉莉', 3],
      ['u-bob', '波波', 2],
      ['u-lin', '林林', 1],
    ] as const) {
      for (let i = 0; i < times; i += 1)
        await newComment(t, { note_id: note, content: `${nick}${i}`, user_id: uid, user_nickname: nick });
    }
    const all = await commenters(worker);
    expect(all.items.map((row) => [row.user_id, row.count])).toEqual([
      ['u-lily', 3],
      ['u-bob', 2],
      ['u-lin', 1],
    ]);
    expect(all.total).toBe(3);
    const paged = await commenters(worker, { page: '2', page_size: '1' });
    expect(paged.items.map((row) => row.user_id)).toEqual(['u-bob']);
    expect(paged.total).toBe(3);
    expect((await commenters(worker, { q: '莉' })).items.map((row) => row.user_id)).toEqual(['u-lily']);
    expect((await commenters(worker, { q: 'u-lin' })).items.map((row) => row.user_id)).toEqual(['u-lin']);
  });

  it('never lists another tenant’s commenters', async () => {
    const ours = await newTenant(t);
    const theirs = await newTenant(t);
    const note = await newNote(t, { tenant_id: theirs.id });
    await newComment(t, { note_id: note, user_id: 'u-theirs', user_nickname: '别家' });
    const worker = await t.loginAs(await newUser(t, { tenantId: ours.id }));
    expect(await commenters(worker)).toMatchObject({ items: [], total: 0 });
  });
});
