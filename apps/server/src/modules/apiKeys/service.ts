import { timingSafeEqual } from 'node:crypto';
import type { TApiKey, TCreateApiKeyInput, TCreatedApiKey } from '@notedesk/contract';
import { findOwned } from '../../db/findOwned';
import type { AppDeps } from '../../deps';
import { type AppError, unauthorized } from '../../http/AppError';
import { toIso, toIsoOrNull } from '../../time';
import { createAuditRepository } from '../audit/repository';
import type { AuthContext } from '../auth/authContext';
import { apiKeyPrefix, generateApiKey, hashApiKey } from './generateApiKey';
import type { ApiKeyRow } from './repository';
import { createApiKeyRepository } from './repository';

/** Who is calling the ingest API: a tenant's key. */
export type ApiKeyCaller = { tenantId: number; keyId: number };

const dto = (row: ApiKeyRow): TApiKey => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  created_by: row.created_by,
  created_at: toIso(Number(row.created_at)),
  last_used_at: toIsoOrNull(row.last_used_at === null ? null : Number(row.last_used_at)),
  revoked_at: toIsoOrNull(row.revoked_at === null ? null : Number(row.revoked_at)),
});

const invalidKey = (): AppError => unauthorized('tokenInvalid', 401);

const sameHash = (a: string, b: string): boolean => {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
};

/** Admins create (shown once) and revoke keys; the ingest API authenticates with them. */
export const createApiKeyService = (deps: AppDeps) => {
  const keys = createApiKeyRepository(deps.db);
  const audit = createAuditRepository(deps.db);

  return {
    list: async (caller: AuthContext): Promise<TApiKey[]> => (await keys.list(caller.tenantId)).map(dto),

    create: async (caller: AuthContext, input: TCreateApiKeyInput): Promise<TCreatedApiKey> => {
      const generated = generateApiKey();
      const at = deps.now();
      const row = await keys.insert({
        tenantId: caller.tenantId,
        name: input.name,
        prefix: generated.prefix,
        hash: generated.hash,
        createdBy: caller.userId,
        at,
      });
      await audit.record({
        tenantId: caller.tenantId,
        userId: caller.userId,
        action: 'api_key.create',
        entity: 'api_key',
        entityId: row.id,
        after: { name: row.name, prefix: row.prefix },
        at,
      });
      return { ...dto(row), key: generated.key };
    },

    revoke: async (caller: AuthContext, id: number): Promise<TApiKey> => {
      const row = await findOwned(deps.db, 'api_keys', caller.tenantId, id);
      if (row.revoked_at === null) {
        const at = deps.now();
        await keys.revoke(caller.tenantId, id, at);
        await audit.record({
          tenantId: caller.tenantId,
          userId: caller.userId,
          action: 'api_key.revoke',
          entity: 'api_key',
          entityId: id,
          before: { revoked_at: null },
          after: { revoked_at: at },
          at,
        });
      }
      return dto(await findOwned(deps.db, 'api_keys', caller.tenantId, id));
    },

    /** The tenant of a presented key; 401 for an unknown, malformed or revoked key. */
    authenticate: async (presented: string | undefined): Promise<ApiKeyCaller> => {
      const prefix = presented ? apiKeyPrefix(presented) : undefined;
      if (!presented || !prefix) throw invalidKey();
      const row = await keys.findByPrefix(prefix);
      if (!row || row.revoked_at !== null || !sameHash(row.key_hash, hashApiKey(presented)))
        throw invalidKey();
      await keys.touch(row.id, deps.now());
      return { tenantId: row.tenant_id, keyId: row.id };
    },
  };
};

export type ApiKeyService = ReturnType<typeof createApiKeyService>;
