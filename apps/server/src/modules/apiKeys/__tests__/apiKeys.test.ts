import { createHash } from 'node:crypto';
import { ZApiKey, ZCreatedApiKey } from '@notedesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newTenant } from '../../../testing/factories/newTenant';
import { newUser } from '../../../testing/factories/newUser';
import { createEmptyTestApp, type EmptyTestApp, expectFailure, expectOk } from '../../../testing/testApp';

describe('/api/admin/api-keys', () => {
  let t: EmptyTestApp;
  beforeAll(async () => {
    t = await createEmptyTestApp();
  });
  afterAll(() => t.close());

  /** A tenant and a logged-in admin of it. */
  const newAdmin = async () => {
    const tenant = await newTenant(t);
    return { tenant, token: await t.loginAs(await newUser(t, { tenantId: tenant.id, role: 'admin' })) };
  };
  const createKey = async (token: string, name: string) =>
    ZCreatedApiKey.parse(expectOk(await t.api(token).post('/api/admin/api-keys', { name })));

  it('an admin creates a key: shown once, stored as a sha256 hash with a lookup prefix', async () => {
    const { tenant, token } = await newAdmin();
    const created = await createKey(token, 'crawler-1');
    const { key } = created;
    expect(key).toMatch(/^ndk_[0-9a-f]{8}_/);
    expect(key.startsWith(created.prefix)).toBe(true);
    const row = await t.db
      .selectFrom('api_keys')
      .selectAll()
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(row.key_hash).toBe(createHash('sha256').update(key).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(key);
    const listed = expectOk(await t.api(token).get('/api/admin/api-keys'));
    expect(JSON.stringify(listed)).not.toContain(key);
    expect(listed).toMatchObject([
      { id: created.id, name: 'crawler-1', prefix: created.prefix, revoked_at: null },
    ]);
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('tenant_id', '=', tenant.id)
      .where('action', '=', 'api_key.create')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]?.after).not.toContain(key);
  });

  it('only admins manage keys; another tenant’s admin neither sees nor revokes them', async () => {
    const { tenant, token } = await newAdmin();
    const { id } = await createKey(token, 'crawler');
    const manager = await t.loginAs(await newUser(t, { tenantId: tenant.id, role: 'manager' }));
    const worker = await t.loginAs(await newUser(t, { tenantId: tenant.id, role: 'worker' }));
    expectFailure(await t.api(manager).get('/api/admin/api-keys'), 403);
    expectFailure(await t.api(manager).post('/api/admin/api-keys', { name: 'x' }), 403);
    expectFailure(await t.api(worker).post(`/api/admin/api-keys/${id}/revoke`), 403);
    const other = await newAdmin();
    expectFailure(await t.api(other.token).post(`/api/admin/api-keys/${id}/revoke`), 404);
    expect(expectOk(await t.api(other.token).get('/api/admin/api-keys'))).toEqual([]);
    expect(ZApiKey.array().parse(expectOk(await t.api(token).get('/api/admin/api-keys')))).toMatchObject([
      { id, revoked_at: null },
    ]);
    expectFailure(await t.api(token).post('/api/admin/api-keys', { name: '' }), 422);
  });

  it('a revoked key answers 401', async () => {
    const { token } = await newAdmin();
    const { id, key } = await createKey(token, 'to-revoke');
    const ingest = () =>
      t.api().post('/api/ingest/notes', { items: [] }, { headers: { authorization: `Bearer ${key}` } });
    expectOk(await ingest());
    const revoked = expectOk(await t.api(token).post(`/api/admin/api-keys/${id}/revoke`));
    expect(revoked).toMatchObject({ id, revoked_at: expect.any(String) });
    expectFailure(await ingest(), 401);
  });
});
