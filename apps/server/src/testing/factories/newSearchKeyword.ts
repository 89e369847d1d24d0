import type { Insertable } from 'kysely';
import type { SearchKeywordTable } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { uniqueName } from './uniqueName';

export type SearchKeywordOverrides = Partial<Insertable<SearchKeywordTable>> & { tenant_id: number };

/** A search keyword of the tenant (default: a category keyword for both platforms); returns its id. */
export const newSearchKeyword = async (
  deps: Pick<AppDeps, 'db' | 'now'>,
  overrides: SearchKeywordOverrides,
): Promise<number> => {
  const keyword = overrides.keyword ?? uniqueName('keyword');
  const row = await deps.db
    .insertInto('search_keywords')
    .values({
      platform: null,
      kind: 'category',
      display_name: keyword,
      keyword,
      created_at: deps.now(),
      ...overrides,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
};
