import type { TCategoryKeywordInput, TCategoryKeywordUpdate } from '@notedesk/contract';
import { notFound } from '../../http/AppError';
import type { AuthContext } from '../auth/authContext';
import type { ConfigChange } from './configChange';

/** Category keywords: the searches that find notes of the tenant's category. */
export const createCategoryKeywordConfigService = (change: ConfigChange) => {
  const { deps, config, changed, checkKeywords } = change;
  const requireCategory = async (caller: AuthContext, id: number) => {
    const row = await config.findCategoryKeyword(caller.tenantId, id);
    if (!row) throw notFound('entityKeyword');
    return row;
  };

  return {
    createCategoryKeyword: async (caller: AuthContext, input: TCategoryKeywordInput) => {
      await checkKeywords(caller.tenantId, 'category', [input], () => false, 'keyword');
      const at = deps.now();
      const row = await config.insertCategoryKeyword(caller.tenantId, input, at);
      return changed(caller, 'keyword', 'create', row.id, { after: input }, at);
    },
    updateCategoryKeyword: async (caller: AuthContext, id: number, input: TCategoryKeywordUpdate) => {
      const before = await requireCategory(caller, id);
      const next = { keyword: input.keyword ?? before.keyword, platform: input.platform ?? before.platform };
      // `platform: null` (both platforms) is a value, not "unchanged".
      if (input.platform === null) next.platform = null;
      await checkKeywords(caller.tenantId, 'category', [next], (row) => row.id === id, 'keyword');
      const at = deps.now();
      await config.updateCategoryKeyword(caller.tenantId, id, next);
      return changed(caller, 'keyword', 'update', id, { before, after: next }, at);
    },
    deleteCategoryKeyword: async (caller: AuthContext, id: number) => {
      const before = await requireCategory(caller, id);
      const at = deps.now();
      await config.deleteCategoryKeyword(caller.tenantId, id);
      return changed(caller, 'keyword', 'delete', id, { before }, at);
    },
  };
};
