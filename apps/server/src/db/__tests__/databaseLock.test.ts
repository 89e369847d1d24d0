import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenantRepository } from '../../modules/tenant/repository';
import { holdSqliteWriteLock } from '../../testing/holdSqliteWriteLock';
import { createTestApp, expectFailure, expectOk, type TestApp } from '../../testing/testApp';
import { createTestDatabase, type TestDatabase } from '../../testing/testDatabase';
import { isPostgresUrl } from '../createDb';
import { isDatabaseBusy } from '../isDatabaseBusy';

// Another process holding SQLite's file write lock; PostgreSQL locks rows, not the database.
const onPostgres = isPostgresUrl(process.env.TEST_DATABASE_URL ?? '');

/** A write the admin makes (disabling the worker) and a read of the same list. */
const writeAndRead = (t: TestApp, token: string) => ({
  disableWorker: (disabled: boolean, language = 'zh-CN') =>
    t.api(token).post(
      `/api/admin/users/${t.a.worker.id}/disabled`,
      { disabled },
      {
        headers: { 'accept-language': language },
      },
    ),
  listStaff: () => t.api(token).get('/api/admin/users'),
});

describe.skipIf(onPostgres)('another process holds the SQLite write lock (SQLite only)', () => {
  describe('while the lock clears within the wait', () => {
    let t: TestApp;
    beforeAll(async () => {
      // A wait far longer than the test, so the write can only finish by the lock's release.
      t = await createTestApp({ databaseLockWaitMs: 120_000 });
    });
    afterAll(async () => {
      await t?.close();
    });

    it('answers /healthz and reads meanwhile, and the waiting write succeeds once the lock is released', async () => {
      const admin = await t.loginAs(t.a.admin);
      const { disableWorker, listStaff } = writeAndRead(t, admin);
      const lock = await holdSqliteWriteLock(t.database.url);
      let writeAnswered = false;
      const write = disableWorker(true).then((response) => {
        writeAnswered = true;
        return response;
      });
      try {
        const health = await t.api().get('/healthz');
        expect(health.status, health.text).toBe(200);
        const staff = expectOk(await listStaff()) as Array<{ id: number; disabled: boolean }>;
        expect(staff.find((user) => user.id === t.a.worker.id)?.disabled).toBe(false);
        // The write waits for the lock (it is not refused and does not hold the other requests up).
        expect(writeAnswered).toBe(false);
      } finally {
        await lock.release();
      }
      const written = expectOk(await write) as { disabled: boolean };
      expect(written.disabled).toBe(true);
      const stored = await t.db
        .selectFrom('users')
        .select('disabled')
        .where('id', '=', t.a.worker.id)
        .executeTakeFirstOrThrow();
      expect(Boolean(stored.disabled)).toBe(true);
    });
  });

  describe('while the lock outlasts the wait (the default)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp();
    });
    afterAll(async () => {
      await t?.close();
    });

    it('answers the write 503 with Retry-After and a clear message in both languages, then writes after the release', async () => {
      const admin = await t.loginAs(t.a.admin);
      const { disableWorker, listStaff } = writeAndRead(t, admin);
      const lock = await holdSqliteWriteLock(t.database.url);
      try {
        const [chinese, english, health, staff] = await Promise.all([
          disableWorker(true),
          disableWorker(true, 'en-US'),
          t.api().get('/healthz'),
          listStaff(),
        ]);
        expect(health.status, health.text).toBe(200);
        expectOk(staff);
        for (const refused of [chinese, english]) {
          expectFailure(refused, 503);
          expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
        }
        expect(expectFailure(chinese, 503).msg).toContain('数据库正忙');
        expect(expectFailure(english, 503).msg).toMatch(/database is busy/i);
      } finally {
        await lock.release();
      }
      // Recovers by itself: the same write goes through once the other process lets go.
      expect((expectOk(await disableWorker(true)) as { disabled: boolean }).disabled).toBe(true);
    });
  });
});

describe.skipIf(!onPostgres)('PostgreSQL: a lock wait that runs out (PostgreSQL only)', () => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase();
  });
  afterAll(async () => {
    await testDb?.cleanup();
  });

  it('is recognised as busy (answered 503 as on SQLite), not as a fault', async () => {
    const tenant = await createTenantRepository(testDb.handle.db).insert('locked', Date.now());
    const other = new pg.Client({ connectionString: testDb.url });
    await other.connect();
    try {
      await other.query('begin');
      await other.query('select id from tenants where id = $1 for update', [tenant.id]);
      const failure = await testDb.handle.db
        .transaction()
        .execute(async (trx) => {
          await sql`set local lock_timeout = '100ms'`.execute(trx);
          await trx.updateTable('tenants').set({ name: 'renamed' }).where('id', '=', tenant.id).execute();
        })
        .then(
          () => undefined,
          (error: unknown) => error,
        );
      expect(failure).toMatchObject({ code: '55P03' });
      expect(isDatabaseBusy(failure)).toBe(true);
      expect(isDatabaseBusy(new Error('relation "nope" does not exist'))).toBe(false);
    } finally {
      await other.query('rollback');
      await other.end();
    }
  });
});
