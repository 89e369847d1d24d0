import type { TokenCheck } from './tokenSigner';

export type VerifiedTokenLimits = { maxEntries: number; ttlMs: number };

const DEFAULT_LIMITS: VerifiedTokenLimits = { maxEntries: 2000, ttlMs: 60_000 };

type Entry = { check: Extract<TokenCheck, { ok: true }>; until: number };

/**
 * Remembers tokens whose signature checked out, for a short time and never past their `exp`, so a client
 * sending the same token on every request pays the HMAC check once a minute instead of every time. Only the
 * signature is cached: the session row (logout, password change, disable) is still read on every request.
 * Failed checks are not cached. Uses the wall clock, as the signature check's own expiry does.
 */
export const verifiedTokens = (
  verify: (token: string) => Promise<TokenCheck>,
  limits: VerifiedTokenLimits = DEFAULT_LIMITS,
): ((token: string) => Promise<TokenCheck>) => {
  const entries = new Map<string, Entry>();
  return async (token) => {
    const now = Date.now();
    const cached = entries.get(token);
    if (cached) {
      if (cached.until > now) return cached.check;
      entries.delete(token);
    }
    const check = await verify(token);
    if (!check.ok) return check;
    if (entries.size >= limits.maxEntries) {
      // Oldest first (Map insertion order); one out per one in keeps the bound.
      const oldest = entries.keys().next().value;
      if (oldest !== undefined) entries.delete(oldest);
    }
    entries.set(token, { check, until: Math.min(now + limits.ttlMs, check.expiresAtMs) });
    return check;
  };
};
