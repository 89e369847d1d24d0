export type ThrottleLimits = { perUsername: number; perAddress: number; windowMs: number };

export const DEFAULT_THROTTLE_LIMITS: ThrottleLimits = {
  perUsername: 5,
  perAddress: 30,
  windowMs: 15 * 60 * 1000,
};

type Window = { count: number; startedAt: number };

/**
 * Counts failed logins per username and per client address in a fixed window.
 * Kept in the process: with several servers each keeps its own count, which still bounds guessing.
 */
export class LoginThrottle {
  private readonly failures = new Map<string, Window>();

  constructor(
    private readonly now: () => number,
    private readonly limits: ThrottleLimits = DEFAULT_THROTTLE_LIMITS,
  ) {}

  /** Milliseconds until another try is allowed, or 0 when allowed now. */
  retryAfterMs(username: string, address: string): number {
    const blocked = [
      this.blockedFor(`u:${username.toLowerCase()}`, this.limits.perUsername),
      this.blockedFor(`a:${address}`, this.limits.perAddress),
    ];
    return Math.max(...blocked);
  }

  recordFailure(username: string, address: string): void {
    this.bump(`u:${username.toLowerCase()}`);
    this.bump(`a:${address}`);
  }

  recordSuccess(username: string): void {
    this.failures.delete(`u:${username.toLowerCase()}`);
  }

  private blockedFor(key: string, limit: number): number {
    const window = this.current(key);
    if (!window || window.count < limit) return 0;
    return window.startedAt + this.limits.windowMs - this.now();
  }

  private bump(key: string): void {
    const window = this.current(key);
    if (window) window.count += 1;
    else this.failures.set(key, { count: 1, startedAt: this.now() });
    if (this.failures.size > 100_000) this.prune();
  }

  private current(key: string): Window | undefined {
    const window = this.failures.get(key);
    if (window && this.now() - window.startedAt >= this.limits.windowMs) {
      this.failures.delete(key);
      return undefined;
    }
    return window;
  }

  private prune(): void {
    for (const key of [...this.failures.keys()]) this.current(key);
  }
}
