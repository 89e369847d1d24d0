import type { AppRoute } from '@/app/router/AppRoute';

/** Views that are not kept alive get a key the keep-alive excludes. */
export const NO_CACHE_PREFIX = 'nocache:';

/** A kept-alive page has one view per route name; others one per address. */
export const cacheKeyFor = (
  route: AppRoute | undefined,
  cachedNames: readonly string[],
  address: string,
): string =>
  route && !route.meta.ignoreCache && cachedNames.includes(route.name)
    ? route.name
    : `${NO_CACHE_PREFIX}${address}`;
