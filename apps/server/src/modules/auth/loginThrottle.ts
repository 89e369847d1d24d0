import type { LoginFailureRepository } from './loginFailureRepository';

export type ThrottleLimits = { perUsername: number; perAddress: number; windowMs: number };

export const DEFAULT_THROTTLE_LIMITS: ThrottleLimits = {
  perUsername: 5,
  perAddress: 30,
  windowMs: 15 * 60 * 1000,
};

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;

const usernameKey = (username: string) => `u:${username.toLowerCase()}`;
const addressKey = (address: string) => `a:${address}`;

/**
 * Counts failed logins per username and per client address in a fixed window. The counts live in the
 * database, so several server processes (`WORKERS=N`) share them and a guesser cannot spread tries over them.
 */
export const createLoginThrottle = (
  failures: LoginFailureRepository,
  now: () => number,
  limits: ThrottleLimits = DEFAULT_THROTTLE_LIMITS,
) => ({
  /** Milliseconds until another try is allowed, or 0 when allowed now. */
  retryAfterMs: async (username: string, address: string): Promise<number> => {
    const at = now();
    const limitOf = new Map([
      [usernameKey(username), limits.perUsername],
      [addressKey(address), limits.perAddress],
    ]);
    const windows = await failures.current([...limitOf.keys()], at - limits.windowMs);
    const blocked = windows
      .filter((window) => window.failures >= (limitOf.get(window.key) ?? Number.POSITIVE_INFINITY))
      .map((window) => window.startedAt + limits.windowMs - at);
    return Math.max(0, ...blocked);
  },

  recordFailure: async (username: string, address: string): Promise<void> => {
    const at = now();
    const since = at - limits.windowMs;
    await failures.bump(usernameKey(username), at, since);
    await failures.bump(addressKey(address), at, since);
    await failures.prune(since);
  },

  recordSuccess: async (username: string): Promise<void> => {
    await failures.clear(usernameKey(username));
  },
});
