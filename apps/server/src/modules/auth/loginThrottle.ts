import type { LoginFailureRepository } from './loginFailureRepository';
import { throttleAddress } from './throttleAddress';

export type ThrottleLimits = {
  /** Failures of one account from one client address: what a guesser at one place gets. */
  perAccountAddress: number;
  /** Failures from one client address over all accounts: one place spraying many usernames. */
  perAddress: number;
  /**
   * Failures of one account from anywhere: the backstop against guesses spread over many addresses. Much
   * higher than `perAccountAddress`, so a guesser elsewhere does not lock the user out of their own network.
   */
  perAccount: number;
  windowMs: number;
};

export const DEFAULT_THROTTLE_LIMITS: ThrottleLimits = {
  perAccountAddress: 5,
  perAddress: 30,
  perAccount: 100,
  windowMs: 15 * 60 * 1000,
};

/** A try the throttle let through; it counts as failed until `succeeded` says otherwise. */
export type LoginAttempt =
  | { allowed: false; retryAfterMs: number }
  | { allowed: true; failed: () => Promise<void>; succeeded: () => Promise<void> };

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;

/**
 * Counts failed logins in fixed windows per (account, address), per address and per account. The counts
 * live in the database, so several server processes (`WORKERS=N`) share them. A try is counted before
 * its password is checked (one atomic statement per key), so parallel guesses cannot all pass the check.
 */
export const createLoginThrottle = (
  failures: LoginFailureRepository,
  now: () => number,
  limits: ThrottleLimits = DEFAULT_THROTTLE_LIMITS,
) => {
  const keysOf = (username: string, ip: string) => {
    const account = username.toLowerCase();
    const address = throttleAddress(ip);
    return [
      { key: `ua:${account}|${address}`, limit: limits.perAccountAddress },
      { key: `a:${address}`, limit: limits.perAddress },
      { key: `u:${account}`, limit: limits.perAccount },
    ];
  };

  return {
    /** Takes a try for `username` from `ip`, or says how long until one is allowed. */
    begin: async (username: string, ip: string): Promise<LoginAttempt> => {
      const at = now();
      const since = at - limits.windowMs;
      const held: { key: string; startedAt: number }[] = [];
      for (const { key, limit } of keysOf(username, ip)) {
        const window = await failures.reserve(key, limit, at, since);
        if (!window) {
          // A full key: the tries taken from the other keys were never made.
          for (const taken of held) await failures.release(taken.key, taken.startedAt);
          const [full] = await failures.current([key], since);
          return {
            allowed: false,
            retryAfterMs: full ? full.startedAt + limits.windowMs - at : limits.windowMs,
          };
        }
        held.push({ key, startedAt: window.startedAt });
      }
      return {
        allowed: true,
        failed: () => failures.prune(since),
        // The right password clears this account at this address; the wider counts only lose this try.
        succeeded: async () => {
          const [pair, ...wider] = held;
          if (pair) await failures.clear(pair.key);
          for (const taken of wider) await failures.release(taken.key, taken.startedAt);
        },
      };
    },
  };
};
