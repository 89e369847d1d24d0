/** The SDK's cache interface (its tenant access token is kept here until near expiry). */
export type FeishuTokenCache = {
  get: (key: string | { toString: () => string }, options?: { namespace?: string }) => Promise<unknown>;
  set: (
    key: string | { toString: () => string },
    value: unknown,
    expire?: number,
    options?: { namespace?: string },
  ) => Promise<boolean>;
};

/**
 * One token cache per tenant, owned by the app (not module state): two tenants using the same app id at
 * different addresses never share a token, and saving a tenant's settings drops its cached token.
 */
export const createTokenCaches = (now: () => number) => {
  const byTenant = new Map<number, Map<string, { value: unknown; expiresAt: number }>>();
  const keyOf = (key: string | { toString: () => string }, namespace = '') => `${namespace}/${String(key)}`;
  return {
    of: (tenantId: number): FeishuTokenCache => {
      const entries = byTenant.get(tenantId) ?? new Map();
      byTenant.set(tenantId, entries);
      return {
        get: async (key, options) => {
          const entry = entries.get(keyOf(key, options?.namespace));
          return entry && entry.expiresAt > now() ? entry.value : undefined;
        },
        set: async (key, value, expire, options) => {
          entries.set(keyOf(key, options?.namespace), {
            value,
            expiresAt: expire ?? Number.POSITIVE_INFINITY,
          });
          return true;
        },
      };
    },
    forget: (tenantId: number): void => {
      byTenant.delete(tenantId);
    },
  };
};

export type TokenCaches = ReturnType<typeof createTokenCaches>;
