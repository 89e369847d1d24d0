import { ZPersona } from '@notedesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectFailure, expectOk, type TestApp } from '../../../testing/testApp';

const LIST = '/api/track/prompt-personas-list';

const friendly = {
  name: '小美顾问',
  tone: '亲切活泼，像朋友一样',
  sign_off: '—— 小美',
  do_rules: '先共情\n给出具体建议',
  dont_rules: '不承诺疗效',
  examples: ['谢谢宝子喜欢～', ''],
};

describe('reply personas', () => {
  let t: TestApp;
  let worker: string;
  let manager: string;
  let admin: string;
  let foreignManager: string;

  beforeAll(async () => {
    t = await createTestApp();
    worker = await t.loginAs(t.a.worker);
    manager = await t.loginAs(t.a.manager);
    admin = await t.loginAs(t.a.admin);
    foreignManager = await t.loginAs(t.b.manager);
  });
  afterAll(() => t.close());

  it('a manager creates, updates and deletes a persona; every write is audited', async () => {
    const created = ZPersona.parse(expectOk(await t.api(manager).post('/api/personas', friendly)));
    expect(created).toMatchObject({
      name: '小美顾问',
      tone: '亲切活泼，像朋友一样',
      sign_off: '—— 小美',
      do_rules: '先共情\n给出具体建议',
      dont_rules: '不承诺疗效',
      // Blank examples are dropped.
      examples: ['谢谢宝子喜欢～'],
    });

    const updated = ZPersona.parse(
      expectOk(
        await t.api(admin).post(`/api/personas/${created.id}`, {
          ...friendly,
          tone: '专业、正式',
          sign_off: '—— 官方顾问',
        }),
      ),
    );
    expect(updated).toMatchObject({ id: created.id, tone: '专业、正式', sign_off: '—— 官方顾问' });

    const listed = ZPersona.array().parse(expectOk(await t.api(worker).get(LIST)));
    expect(listed.map((persona) => [persona.name, persona.sign_off])).toEqual([['小美顾问', '—— 官方顾问']]);

    expect(expectOk(await t.api(manager).post(`/api/personas/${created.id}/delete`))).toEqual({
      id: created.id,
    });
    expect(expectOk(await t.api(worker).get(LIST))).toEqual([]);

    const actions = await t.db
      .selectFrom('audit_log')
      .select(['action', 'user_id'])
      .where('entity', '=', 'persona')
      .where('entity_id', '=', String(created.id))
      .orderBy('id')
      .execute();
    expect(actions).toEqual([
      { action: 'persona.create', user_id: t.a.manager.id },
      { action: 'persona.update', user_id: t.a.admin.id },
      { action: 'persona.delete', user_id: t.a.manager.id },
    ]);
  });

  it('a duplicate name in the same tenant answers 409 naming it; another tenant may use it', async () => {
    expectOk(await t.api(manager).post('/api/personas', { ...friendly, name: '重名' }));
    const duplicate = expectFailure(
      await t.api(admin).post(
        '/api/personas',
        { ...friendly, name: ' 重名 ' },
        {
          headers: { 'accept-language': 'en-US' },
        },
      ),
      409,
    );
    expect(duplicate.detail).toBe('A persona named "重名" already exists. Choose another name.');
    expect(duplicate.field).toBe('name');
    const zh = expectFailure(await t.api(admin).post('/api/personas', { ...friendly, name: '重名' }), 409);
    expect(zh.detail).toContain('人设名称「重名」已存在');

    // Renaming onto an existing name is refused too.
    const other = ZPersona.parse(
      expectOk(await t.api(manager).post('/api/personas', { ...friendly, name: '另一个' })),
    );
    expectFailure(await t.api(manager).post(`/api/personas/${other.id}`, { ...friendly, name: '重名' }), 409);

    expectOk(await t.api(foreignManager).post('/api/personas', { ...friendly, name: '重名' }));
  });

  it('workers read the list but may not write (403)', async () => {
    const persona = ZPersona.parse(
      expectOk(await t.api(manager).post('/api/personas', { ...friendly, name: '只读测试' })),
    );
    expectFailure(await t.api(worker).post('/api/personas', { ...friendly, name: '工人建' }), 403);
    expectFailure(await t.api(worker).post(`/api/personas/${persona.id}`, friendly), 403);
    expectFailure(await t.api(worker).post(`/api/personas/${persona.id}/delete`), 403);
    expectFailure(await t.api().get(LIST), 401, 50008);
    const names = ZPersona.array()
      .parse(expectOk(await t.api(worker).get(LIST)))
      .map((row) => row.name);
    expect(names).toContain('只读测试');
  });

  it('another tenant’s persona is 404 for update, delete and drafting; lists never mix', async () => {
    const mine = ZPersona.parse(
      expectOk(await t.api(manager).post('/api/personas', { ...friendly, name: '甲的' })),
    );
    expectFailure(await t.api(foreignManager).post(`/api/personas/${mine.id}`, friendly), 404);
    expectFailure(await t.api(foreignManager).post(`/api/personas/${mine.id}/delete`), 404);
    expectFailure(await t.api(manager).post('/api/personas/99999999999/delete'), 404);
    const theirs = ZPersona.array().parse(expectOk(await t.api(foreignManager).get(LIST)));
    expect(theirs.map((persona) => persona.name)).not.toContain('甲的');
    const still = await t.db
      .selectFrom('personas')
      .select('name')
      .where('id', '=', mine.id)
      .executeTakeFirst();
    expect(still?.name).toBe('甲的');
  });

  it('validates the fields (422 naming the field), keeping nothing', async () => {
    const before = await t.db.selectFrom('personas').select('id').execute();
    const blank = expectFailure(await t.api(manager).post('/api/personas', { ...friendly, name: '  ' }), 422);
    expect(blank.field).toBe('name');
    const long = expectFailure(
      await t.api(manager).post('/api/personas', { ...friendly, name: '长', sign_off: 'x'.repeat(41) }),
      422,
    );
    expect(long.field).toBe('sign_off');
    expectFailure(
      await t.api(manager).post('/api/personas', { ...friendly, name: '多', examples: Array(11).fill('例') }),
      422,
    );
    expect(await t.db.selectFrom('personas').select('id').execute()).toHaveLength(before.length);
  });
});
