import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newUser } from '../../../testing/factories/newUser';
import { createTestApp, postTokenForm, type TestApp, testConfig } from '../../../testing/testApp';
import { DEFAULT_THROTTLE_LIMITS } from '../loginThrottle';

/** How many answers had each status. */
const tally = (statuses: number[]): Record<number, number> => {
  const counts: Record<number, number> = {};
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
};

describe('login throttle under parallel guesses (default limits)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('has the limits the design states: 5 per account and address, 30 per address, 100 per account', () => {
    expect(DEFAULT_THROTTLE_LIMITS).toEqual({
      perAccountAddress: 5,
      perAddress: 30,
      perAccount: 100,
      windowMs: 15 * 60 * 1000,
    });
  });

  it('40 parallel wrong passwords for one user from one address: only 5 are judged (401), the rest 429', async () => {
    const user = await newUser(t, { tenantId: t.a.id, username: 'parallel-victim', role: 'worker' });
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        postTokenForm(
          t.app,
          { username: user.username, password: `Wrong-guess-${index}` },
          { remoteAddress: '10.20.0.1' },
        ),
      ),
    );
    const counts = tally(answers.map((answer) => answer.status));
    expect(counts[401] ?? 0).toBe(5);
    expect((counts[401] ?? 0) + (counts[429] ?? 0)).toBe(40);
    // A refused client is told when to come back: within the 15-minute window, never past it.
    for (const refused of answers.filter((answer) => answer.status === 429)) {
      const seconds = Number(refused.headers['retry-after']);
      expect(seconds).toBeGreaterThan(0);
      expect(seconds).toBeLessThanOrEqual(15 * 60);
    }
  });

  it('60 parallel wrong logins from one address (many usernames): only 30 are judged (401)', async () => {
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, index) =>
        postTokenForm(
          t.app,
          { username: `sprayed-${index}`, password: 'Spray-guess-1' },
          { remoteAddress: '10.20.0.2' },
        ),
      ),
    );
    const counts = tally(answers.map((answer) => answer.status));
    expect(counts[401] ?? 0).toBe(30);
    expect((counts[401] ?? 0) + (counts[429] ?? 0)).toBe(60);
  });

  it('5 wrong tries from address A do not lock the user out of address B', async () => {
    const user = await newUser(t, { tenantId: t.a.id, username: 'locked-elsewhere', role: 'worker' });
    for (let index = 0; index < 5; index += 1) {
      const wrong = await postTokenForm(
        t.app,
        { username: user.username, password: `Wrong-${index}-pass` },
        { remoteAddress: '10.20.0.3' },
      );
      expect(wrong.status).toBe(401);
    }
    const right = { username: user.username, password: user.password };
    expect((await postTokenForm(t.app, right, { remoteAddress: '10.20.0.4' })).status).toBe(200);
    // The guessing address stays locked for this account, even with the right password.
    expect((await postTokenForm(t.app, right, { remoteAddress: '10.20.0.3' })).status).toBe(429);
  });
});

describe('login throttle behind a reverse proxy (TRUST_PROXY)', () => {
  const guess = (t: TestApp, username: string, password: string, client: string) =>
    postTokenForm(
      t.app,
      { username, password },
      { remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': client } },
    );

  it('counts the client the proxy names, so a guesser behind it does not lock others behind it out', async () => {
    const t = await createTestApp({ env: { TRUST_PROXY: '127.0.0.1' } });
    try {
      const user = await newUser(t, { tenantId: t.a.id, username: 'behind-proxy', role: 'worker' });
      for (let index = 0; index < 5; index += 1) {
        expect((await guess(t, user.username, `Wrong-${index}-pass`, '203.0.113.7')).status).toBe(401);
      }
      expect((await guess(t, user.username, user.password, '203.0.113.7')).status).toBe(429);
      expect((await guess(t, user.username, user.password, '198.51.100.20')).status).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('without TRUST_PROXY a forwarded header is ignored: a forged one does not buy fresh tries', async () => {
    const t = await createTestApp();
    try {
      const user = await newUser(t, { tenantId: t.a.id, username: 'forged-header', role: 'worker' });
      for (let index = 0; index < 5; index += 1) {
        expect((await guess(t, user.username, `Wrong-${index}-pass`, `203.0.113.${index}`)).status).toBe(401);
      }
      expect((await guess(t, user.username, user.password, '203.0.113.99')).status).toBe(429);
    } finally {
      await t.close();
    }
  });

  it('refuses a TRUST_PROXY that is not a list of addresses at start, naming the variable', () => {
    expect(() => testConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
    expect(testConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8, ::1' }).trustProxy).toBe(
      'loopback, 10.0.0.0/8, ::1',
    );
    expect(testConfig().trustProxy).toBe(false);
  });
});
