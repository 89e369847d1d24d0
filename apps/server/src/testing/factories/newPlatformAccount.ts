import type { Insertable } from 'kysely';
import type { PlatformAccountTable } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { uniqueName } from './uniqueName';

export type PlatformAccountOverrides = Partial<Insertable<PlatformAccountTable>> & { tenant_id: number };

/** One of the tenant's own accounts on a platform (default: xhs); returns its id. */
export const newPlatformAccount = async (
  deps: Pick<AppDeps, 'db' | 'now'>,
  overrides: PlatformAccountOverrides,
): Promise<number> => {
  const accountId = overrides.account_id ?? uniqueName('account');
  const row = await deps.db
    .insertInto('platform_accounts')
    .values({
      platform: 'xhs',
      account_id: accountId,
      nickname: accountId,
      created_at: deps.now(),
      ...overrides,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
};
