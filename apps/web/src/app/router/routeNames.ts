/** Route names the shell itself relies on (spec §2: their values are not shown to users). */
export const ROUTE_NAMES = {
  login: 'login',
  notFound: 'notFound',
  redirect: 'Redirect',
  defaultRoute: 'publication-effect',
} as const;

export const DEFAULT_ROUTE_PATH = '/publication-maintenance/publication-effect';

/** Spec §2: pages whose views are kept alive in the tab bar. */
export const CACHED_ROUTE_NAMES: readonly string[] = [
  ROUTE_NAMES.defaultRoute,
  'comment-maintenance',
  'publication-effect',
  'market-opportunity',
  'product-opportunity',
  'brand-monitoring',
  'brand-sentiment',
  'data-management',
];

/** Reachable without the permission check (spec §2). */
export const WHITE_LIST: readonly string[] = [ROUTE_NAMES.login, ROUTE_NAMES.notFound];
