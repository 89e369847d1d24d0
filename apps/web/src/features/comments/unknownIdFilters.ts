import type { CommentFilters } from './commentFilters';

/** The ids a filter may name, as the tenant knows them; undefined while that list is still loading. */
export type KnownFilterIds = {
  brand_id?: ReadonlySet<number>;
  product_line_id?: ReadonlySet<number>;
  product_id?: ReadonlySet<number>;
  staff_id?: ReadonlySet<number>;
};

const ID_FILTERS = ['brand_id', 'product_line_id', 'product_id', 'staff_id'] as const;

/**
 * Brand, line, product and staff ids in an address that the tenant does not have (a stale or edited link):
 * the filters without them, and each as `name=value` to tell the user. A picker would otherwise show the
 * bare number and the list would be empty for no visible reason.
 */
export const unknownIdFilters = (
  filters: CommentFilters,
  known: KnownFilterIds,
): { filters: CommentFilters; rejected: string[] } => {
  const rejected: string[] = [];
  const kept = { ...filters };
  for (const name of ID_FILTERS) {
    const value = filters[name];
    const ids = known[name];
    if (value === undefined || ids === undefined || ids.has(value)) continue;
    rejected.push(`${name}=${value}`);
    delete kept[name];
  }
  return { filters: rejected.length ? kept : filters, rejected };
};
