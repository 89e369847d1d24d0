import type { TProductLineInput, TProductLineUpdate } from '@notedesk/contract';
import { findOwned } from '../../db/findOwned';
import type { AuthContext } from '../auth/authContext';
import type { ConfigChange, DeleteOptions } from './configChange';

/** Product lines of a brand. */
export const createProductLineConfigService = (change: ConfigChange) => {
  const { deps, config, changed, deleteUsed, taken, orTaken } = change;
  const requireLine = (caller: AuthContext, id: number) =>
    findOwned(deps.db, 'product_lines', caller.tenantId, id);
  const checkLine = async (caller: AuthContext, value: { brand_id: number; name: string }, id = 0) => {
    const lines = await config.listProductLines(caller.tenantId);
    if (
      lines.some((line) => line.id !== id && line.brand_id === value.brand_id && line.name === value.name)
    ) {
      throw taken('entityProductLine', value.name, 'name');
    }
  };

  return {
    createProductLine: async (caller: AuthContext, input: TProductLineInput) => {
      await findOwned(deps.db, 'brands', caller.tenantId, input.brand_id);
      await checkLine(caller, input);
      const at = deps.now();
      const row = await orTaken(
        () => config.insertProductLine({ tenant_id: caller.tenantId, ...input, created_at: at }),
        () => taken('entityProductLine', input.name, 'name'),
      );
      return changed(caller, 'product_line', 'create', row.id, { after: input }, at);
    },
    updateProductLine: async (caller: AuthContext, id: number, input: TProductLineUpdate) => {
      const before = await requireLine(caller, id);
      const next = { brand_id: before.brand_id, name: input.name ?? before.name };
      await checkLine(caller, next, id);
      const at = deps.now();
      await orTaken(
        () => config.updateProductLine(caller.tenantId, id, { name: next.name }),
        () => taken('entityProductLine', next.name, 'name'),
      );
      return changed(caller, 'product_line', 'update', id, { before, after: input }, at);
    },
    deleteProductLine: async (caller: AuthContext, id: number, options: DeleteOptions) => {
      const before = await requireLine(caller, id);
      const along = await config.takenAlong(caller.tenantId, { productLineId: id });
      const target = {
        thing: 'product_line',
        id,
        before,
        refs: along.refs,
        entity: 'entityProductLine',
        name: before.name,
      } as const;
      return deleteUsed(caller, target, options, async (trx, at) => {
        await trx.deleteKeywordsOf(caller.tenantId, 'product', along.productNames);
        await trx.deleteProductLine(caller.tenantId, id, at);
      });
    },
  };
};
