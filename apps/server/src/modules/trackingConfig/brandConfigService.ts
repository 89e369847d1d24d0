import type { TBrandInput, TBrandUpdate } from '@notedesk/contract';
import { findOwned } from '../../db/findOwned';
import { clash } from '../../http/AppError';
import type { AuthContext } from '../auth/authContext';
import type { ConfigChange, DeleteOptions } from './configChange';

/** Brands (one of them the tenant's own) and their keywords. */
export const createBrandConfigService = (change: ConfigChange) => {
  const { deps, config, changed, checkOwnKeywords, writeWithKeywords, deleteUsed, taken } = change;
  const requireBrand = (caller: AuthContext, id: number) => findOwned(deps.db, 'brands', caller.tenantId, id);
  const checkBrand = async (
    caller: AuthContext,
    value: { name: string; display_name: string; is_own: boolean },
    id = 0,
  ) => {
    const others = (await config.listBrands(caller.tenantId)).filter((brand) => brand.id !== id);
    if (others.some((brand) => brand.name === value.name)) throw taken('entityBrand', value.name, 'name');
    if (others.some((brand) => brand.display_name === value.display_name)) {
      throw taken('entityBrand', value.display_name, 'display_name');
    }
    const own = others.find((brand) => brand.is_own === 1);
    // Matching knows one own brand: the tenant's accounts publish for it.
    if (value.is_own && own) throw clash('ownBrandTaken', { name: own.display_name }, 'is_own');
  };

  return {
    createBrand: async (caller: AuthContext, input: TBrandInput) => {
      const names = { from: input.display_name, to: input.display_name };
      await checkBrand(caller, input);
      await checkOwnKeywords(caller, 'brand', names, input.keywords);
      const at = deps.now();
      const row = await writeWithKeywords(
        caller,
        { kind: 'brand', names, values: input.keywords },
        at,
        () => taken('entityBrand', input.name, 'name'),
        (trx) =>
          trx.insertBrand({
            tenant_id: caller.tenantId,
            name: input.name,
            display_name: input.display_name,
            is_own: input.is_own ? 1 : 0,
            created_at: at,
          }),
      );
      return changed(caller, 'brand', 'create', row.id, { after: input }, at);
    },
    updateBrand: async (caller: AuthContext, id: number, input: TBrandUpdate) => {
      const before = await requireBrand(caller, id);
      const next = {
        name: input.name ?? before.name,
        display_name: input.display_name ?? before.display_name,
        is_own: input.is_own ?? before.is_own === 1,
      };
      const names = { from: before.display_name, to: next.display_name };
      await checkBrand(caller, next, id);
      await checkOwnKeywords(caller, 'brand', names, input.keywords);
      const at = deps.now();
      await writeWithKeywords(
        caller,
        { kind: 'brand', names, values: input.keywords },
        at,
        () => taken('entityBrand', next.name, 'name'),
        (trx) => trx.updateBrand(caller.tenantId, id, { ...next, is_own: next.is_own ? 1 : 0 }),
      );
      return changed(caller, 'brand', 'update', id, { before, after: input }, at);
    },
    /** The brand with its lines, products and their keywords; notes and comments keep existing without them. */
    deleteBrand: async (caller: AuthContext, id: number, options: DeleteOptions) => {
      const before = await requireBrand(caller, id);
      const along = await config.takenAlong(caller.tenantId, { brandId: id });
      const target = {
        thing: 'brand',
        id,
        before,
        refs: along.refs,
        entity: 'entityBrand',
        name: before.display_name,
      } as const;
      return deleteUsed(caller, target, options, async (trx, at) => {
        await trx.deleteKeywordsOf(caller.tenantId, 'brand', [before.display_name]);
        await trx.deleteKeywordsOf(caller.tenantId, 'product', along.productNames);
        await trx.deleteBrand(caller.tenantId, id, at);
      });
    },
  };
};
