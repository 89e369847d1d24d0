import type { TAccountInput, TAccountUpdate } from '@notedesk/contract';
import { findOwned } from '../../db/findOwned';
import type { AuthContext } from '../auth/authContext';
import type { ConfigChange } from './configChange';

/** The platform accounts whose notes count as the tenant's own. */
export const createAccountConfigService = (change: ConfigChange) => {
  const { deps, config, changed, taken, orTaken } = change;
  const requireAccount = (caller: AuthContext, id: number) =>
    findOwned(deps.db, 'platform_accounts', caller.tenantId, id);
  const checkAccount = async (
    caller: AuthContext,
    value: { platform: string; account_id: string },
    id = 0,
  ) => {
    const accounts = await config.listAccounts(caller.tenantId);
    if (
      accounts.some((a) => a.id !== id && a.platform === value.platform && a.account_id === value.account_id)
    ) {
      throw taken('entityAccount', value.account_id, 'account_id');
    }
  };
  const accountTaken = (value: { account_id: string }) => () =>
    taken('entityAccount', value.account_id, 'account_id');

  return {
    createAccount: async (caller: AuthContext, input: TAccountInput) => {
      await checkAccount(caller, input);
      const at = deps.now();
      const row = await orTaken(
        () => config.insertAccount({ tenant_id: caller.tenantId, ...input, created_at: at }),
        accountTaken(input),
      );
      return changed(caller, 'account', 'create', row.id, { after: input }, at);
    },
    updateAccount: async (caller: AuthContext, id: number, input: TAccountUpdate) => {
      const before = await requireAccount(caller, id);
      const next = {
        platform: before.platform,
        account_id: before.account_id,
        nickname: before.nickname,
        ...input,
      };
      await checkAccount(caller, next, id);
      const at = deps.now();
      await orTaken(() => config.updateAccount(caller.tenantId, id, next), accountTaken(next));
      return changed(caller, 'account', 'update', id, { before, after: next }, at);
    },
    deleteAccount: async (caller: AuthContext, id: number) => {
      const before = await requireAccount(caller, id);
      const at = deps.now();
      await config.deleteAccount(caller.tenantId, id);
      return changed(caller, 'account', 'delete', id, { before }, at);
    },
  };
};
