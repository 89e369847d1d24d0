import type { TProductInput, TProductUpdate } from '@notedesk/contract';
import { findOwned } from '../../db/findOwned';
import type { AuthContext } from '../auth/authContext';
import type { ConfigChange, DeleteOptions } from './configChange';

/** Products of a product line and their keywords. */
export const createProductConfigService = (change: ConfigChange) => {
  const { deps, config, changed, checkOwnKeywords, writeWithKeywords, deleteUsed, taken } = change;
  const requireLine = (caller: AuthContext, id: number) =>
    findOwned(deps.db, 'product_lines', caller.tenantId, id);
  const requireProduct = (caller: AuthContext, id: number) =>
    findOwned(deps.db, 'products', caller.tenantId, id);
  const checkProduct = async (
    caller: AuthContext,
    value: { product_line_id: number; name: string; display_name: string },
    id = 0,
  ) => {
    const others = (await config.listProducts(caller.tenantId)).filter((product) => product.id !== id);
    if (others.some((p) => p.product_line_id === value.product_line_id && p.name === value.name)) {
      throw taken('entityProduct', value.name, 'name');
    }
    // Keywords and pickers find a product by its display name, so it names one product of the tenant.
    if (others.some((p) => p.display_name === value.display_name)) {
      throw taken('entityProduct', value.display_name, 'display_name');
    }
  };

  return {
    createProduct: async (caller: AuthContext, input: TProductInput) => {
      const line = await requireLine(caller, input.product_line_id);
      const names = { from: input.display_name, to: input.display_name };
      await checkProduct(caller, input);
      await checkOwnKeywords(caller, 'product', names, input.keywords);
      const at = deps.now();
      const row = await writeWithKeywords(
        caller,
        { kind: 'product', names, values: input.keywords },
        at,
        () => taken('entityProduct', input.name, 'name'),
        (trx) =>
          trx.insertProduct({
            tenant_id: caller.tenantId,
            brand_id: line.brand_id,
            product_line_id: line.id,
            name: input.name,
            display_name: input.display_name,
            use_submit: input.use_submit ? 1 : 0,
            use_search: input.use_search ? 1 : 0,
            created_at: at,
          }),
      );
      return changed(caller, 'product', 'create', row.id, { after: input }, at);
    },
    updateProduct: async (caller: AuthContext, id: number, input: TProductUpdate) => {
      const before = await requireProduct(caller, id);
      const next = {
        product_line_id: before.product_line_id,
        name: input.name ?? before.name,
        display_name: input.display_name ?? before.display_name,
        use_submit: input.use_submit ?? before.use_submit === 1,
        use_search: input.use_search ?? before.use_search === 1,
      };
      const names = { from: before.display_name, to: next.display_name };
      await checkProduct(caller, next, id);
      await checkOwnKeywords(caller, 'product', names, input.keywords);
      const at = deps.now();
      await writeWithKeywords(
        caller,
        { kind: 'product', names, values: input.keywords },
        at,
        () => taken('entityProduct', next.name, 'name'),
        (trx) =>
          trx.updateProduct(caller.tenantId, id, {
            name: next.name,
            display_name: next.display_name,
            use_submit: next.use_submit ? 1 : 0,
            use_search: next.use_search ? 1 : 0,
          }),
      );
      return changed(caller, 'product', 'update', id, { before, after: input }, at);
    },
    deleteProduct: async (caller: AuthContext, id: number, options: DeleteOptions) => {
      const before = await requireProduct(caller, id);
      const refs = { brandIds: [], productLineIds: [], productIds: [id] };
      const target = {
        thing: 'product',
        id,
        before,
        refs,
        entity: 'entityProduct',
        name: before.display_name,
      } as const;
      return deleteUsed(caller, target, options, async (trx, at) => {
        await trx.deleteKeywordsOf(caller.tenantId, 'product', [before.display_name]);
        await trx.deleteProduct(caller.tenantId, id, at);
      });
    },
  };
};
