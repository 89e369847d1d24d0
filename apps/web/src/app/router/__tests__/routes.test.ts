import { APP_MENU, type TMenuItem } from '@notedesk/contract';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@/app/i18n/messages';
import { ALL_ROUTES, LAYOUT_ROUTES } from '../appRoutes';
import { menuPaths } from '../menuPath';
import { canAccess } from '../permission';
import { loginRedirectUrl, matchAppRoute, resolveLoginRedirect } from '../routeLookup';
import { CACHED_ROUTE_NAMES, DEFAULT_ROUTE_PATH } from '../routeNames';

const leaves = (menu: readonly TMenuItem[]): TMenuItem[] =>
  menu.flatMap((item) => (item.children?.length ? leaves(item.children) : [item]));

describe('route table', () => {
  it('has a page for every menu entry of the contract, at the same path', () => {
    const paths = menuPaths();
    for (const item of leaves(APP_MENU)) {
      const route = ALL_ROUTES.find((candidate) => candidate.name === item.name);
      expect(route?.path, item.name).toBe(paths.get(item.name));
    }
  });

  it('has unique names, translated titles, and auth + roles on every page', () => {
    const names = ALL_ROUTES.map((route) => route.name);
    expect(new Set(names).size).toBe(names.length);
    for (const route of LAYOUT_ROUTES) {
      expect(route.meta.requiresAuth, route.name).toBe(true);
      expect(route.meta.roles.length, route.name).toBeGreaterThan(0);
      expect(MESSAGES['zh-CN'][route.meta.locale]).toBeTruthy();
      expect(MESSAGES['en-US'][route.meta.locale]).toBeTruthy();
    }
  });

  it('opens the default landing page and highlights list pages from detail pages', () => {
    expect(matchAppRoute(DEFAULT_ROUTE_PATH).route.name).toBe('publication-effect');
    const highlights = Object.fromEntries(
      [
        '/publication-maintenance/contentdetail/1',
        '/publication-maintenance/contentdetailTwo/1',
        '/brand-monitoring/contentdetail/1',
        '/brand-monitoring/contentdetailThr/1',
        '/market-opportunity/contentdetail/1',
      ].map((path) => [path, matchAppRoute(path).route.meta.activeMenu]),
    );
    expect(highlights).toEqual({
      '/publication-maintenance/contentdetail/1': 'publication-effect',
      '/publication-maintenance/contentdetailTwo/1': 'comment-maintenance',
      '/brand-monitoring/contentdetail/1': 'brand-sentiment',
      '/brand-monitoring/contentdetailThr/1': 'brand-review',
      '/market-opportunity/contentdetail/1': 'product-opportunity',
    });
    expect(matchAppRoute('/nothing/here').route.name).toBe('notFound');
  });

  it('caches the spec list of pages', () => {
    expect(CACHED_ROUTE_NAMES).toEqual([
      'publication-effect',
      'comment-maintenance',
      'publication-effect',
      'market-opportunity',
      'product-opportunity',
      'brand-monitoring',
      'brand-sentiment',
      'data-management',
    ]);
  });

  it('rebuilds the target after login from the redirect parameters', () => {
    const matched = matchAppRoute('/brand-monitoring/contentdetailThr/abc');
    const login = loginRedirectUrl(matched, '?tab=comments');
    expect(login).toBe('/login?redirect=contentdetailThr&tab=comments&content_id=abc');
    expect(resolveLoginRedirect(login.slice('/login'.length))).toBe(
      '/brand-monitoring/contentdetailThr/abc?tab=comments',
    );
    expect(resolveLoginRedirect('')).toBe(DEFAULT_ROUTE_PATH);
    expect(resolveLoginRedirect('?redirect=unknown')).toBe(DEFAULT_ROUTE_PATH);
  });

  it('allows a route by no auth, no roles, * or the role', () => {
    const team = matchAppRoute('/team/members').route;
    expect(canAccess(team, 'admin')).toBe(true);
    expect(canAccess(team, 'manager')).toBe(false);
    expect(canAccess(matchAppRoute('/login').route, '')).toBe(true);
    expect(canAccess(matchAppRoute(DEFAULT_ROUTE_PATH).route, 'worker')).toBe(true);
  });
});

describe('locales', () => {
  it('has the same keys and no empty text in both languages', () => {
    const zh = Object.keys(MESSAGES['zh-CN']).sort();
    expect(Object.keys(MESSAGES['en-US']).sort()).toEqual(zh);
    for (const key of zh) {
      expect(MESSAGES['en-US'][key as keyof (typeof MESSAGES)['en-US']], key).not.toBe('');
    }
  });
});
