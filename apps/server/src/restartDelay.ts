/** How the supervisor spaces restarts of a server process that keeps dying. */
export type RestartBackoff = {
  /** The pause before the first restart, and again after a process stayed up for `stableAfterMs`. */
  firstMs: number;
  /** Each quick death doubles the pause, up to this. */
  maxMs: number;
  stableAfterMs: number;
};

export const RESTART_BACKOFF: RestartBackoff = { firstMs: 1000, maxMs: 30_000, stableAfterMs: 60_000 };

/**
 * The pause before restarting a process that died after `uptimeMs`, given the pause before the previous
 * restart (undefined: none yet). A process that crashes at once is not restarted in a tight loop, and one
 * that ran for a while comes back after a second.
 */
export const restartDelay = (
  previousMs: number | undefined,
  uptimeMs: number,
  backoff: RestartBackoff = RESTART_BACKOFF,
): number =>
  previousMs === undefined || uptimeMs >= backoff.stableAfterMs
    ? backoff.firstMs
    : Math.min(previousMs * 2, backoff.maxMs);
