import { describe, expect, it } from 'vitest';
import type { TokenCheck } from '../tokenSigner';
import { verifiedTokens } from '../verifiedTokens';

const claims = { userId: 1, tenantId: 2, sessionId: 's' };

const countingVerifier = (check: (token: string) => TokenCheck) => {
  let calls = 0;
  const verify = async (token: string) => {
    calls++;
    return check(token);
  };
  return { verify, calls: () => calls };
};

describe('verified token cache', () => {
  it('checks a good token once while it is fresh', async () => {
    const signer = countingVerifier(() => ({ ok: true, claims, expiresAtMs: Date.now() + 3_600_000 }));
    const verify = verifiedTokens(signer.verify);
    expect(await verify('a')).toMatchObject({ ok: true, claims });
    expect(await verify('a')).toMatchObject({ ok: true, claims });
    expect(signer.calls()).toBe(1);
  });

  it('never answers from the cache past the token expiry or the time limit', async () => {
    const signer = countingVerifier(() => ({ ok: true, claims, expiresAtMs: Date.now() + 30 }));
    const verify = verifiedTokens(signer.verify, { maxEntries: 10, ttlMs: 60_000 });
    await verify('a');
    await new Promise((done) => setTimeout(done, 50));
    await verify('a');
    expect(signer.calls()).toBe(2);

    const longLived = countingVerifier(() => ({ ok: true, claims, expiresAtMs: Date.now() + 3_600_000 }));
    const shortCache = verifiedTokens(longLived.verify, { maxEntries: 10, ttlMs: 20 });
    await shortCache('b');
    await new Promise((done) => setTimeout(done, 40));
    await shortCache('b');
    expect(longLived.calls()).toBe(2);
  });

  it('does not remember failures and keeps at most maxEntries tokens', async () => {
    const signer = countingVerifier((token) =>
      token.startsWith('bad')
        ? { ok: false, reason: 'invalid' }
        : { ok: true, claims, expiresAtMs: Date.now() + 3_600_000 },
    );
    const verify = verifiedTokens(signer.verify, { maxEntries: 2, ttlMs: 60_000 });
    expect(await verify('bad')).toEqual({ ok: false, reason: 'invalid' });
    expect(await verify('bad')).toEqual({ ok: false, reason: 'invalid' });
    expect(signer.calls()).toBe(2);
    await verify('a');
    await verify('b');
    await verify('c'); // drops a
    await verify('b');
    await verify('c');
    expect(signer.calls()).toBe(5);
    await verify('a');
    expect(signer.calls()).toBe(6);
  });
});
