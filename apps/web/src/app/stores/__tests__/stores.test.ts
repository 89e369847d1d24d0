import { beforeEach, describe, expect, it } from 'vitest';
import { useLocaleStore } from '@/app/i18n/useLocaleStore';
import { clearSession } from '@/app/session/clearSession';
import { DEFAULT_SETTINGS, useAppStore } from '../useAppStore';
import { DEFAULT_TAG, useTabBarStore } from '../useTabBarStore';
import { useTenantStore } from '../useTenantStore';
import { useUserStore } from '../useUserStore';

beforeEach(() => {
  useAppStore.setState({ ...DEFAULT_SETTINGS, globalSettings: false, serverMenu: [] });
  useTabBarStore.getState().resetTabList();
  useUserStore.getState().reset();
});

describe('display settings', () => {
  it('has the spec defaults', () => {
    const state = useAppStore.getState();
    expect(state.theme).toBe('light');
    // No width chosen: the menu takes its language's default (150 px in Chinese, wider in English).
    expect(state.menuWidth).toBeNull();
    expect(state.device).toBe('desktop');
    expect(state.themeColor).toMatch(/^#[0-9A-F]{6}$/i);
  });

  it('expands the menu when topMenu changes, and saves settings in localStorage', () => {
    useAppStore.setState({ menuCollapse: true });
    useAppStore.getState().updateSettings({ topMenu: true });
    expect(useAppStore.getState().menuCollapse).toBe(false);
    useAppStore.getState().updateSettings({ menuWidth: 220, colorWeak: true, globalSettings: true });
    const saved = JSON.parse(localStorage.getItem('notedesk-settings') ?? '{}') as {
      state: Record<string, unknown>;
    };
    expect(saved.state).toMatchObject({ topMenu: true, menuWidth: 220, colorWeak: true });
    expect(saved.state).not.toHaveProperty('globalSettings');
    expect(saved.state).not.toHaveProperty('serverMenu');
  });

  it('toggles the theme between light and dark', () => {
    useAppStore.getState().toggleTheme();
    expect(useAppStore.getState().theme).toBe('dark');
    useAppStore.getState().toggleTheme();
    expect(useAppStore.getState().theme).toBe('light');
  });
});

describe('tab bar', () => {
  it('keeps the default route first and adds visited pages once', () => {
    const tabs = useTabBarStore.getState();
    tabs.updateTabList({
      name: 'comment-maintenance',
      title: 'menu.commentMaintenance',
      fullPath: '/a/comment-maintenance',
    });
    tabs.updateTabList({
      name: 'comment-maintenance',
      title: 'menu.commentMaintenance',
      fullPath: '/a/comment-maintenance?x=1',
    });
    tabs.updateTabList({ name: 'brand-review', title: 'menu.brandReview', fullPath: '/b/brand-review' });
    const { tagList, cacheTabList } = useTabBarStore.getState();
    expect(tagList.map((tag) => tag.fullPath)).toEqual([
      DEFAULT_TAG.fullPath,
      '/a/comment-maintenance?x=1',
      '/b/brand-review',
    ]);
    // brand-review is not in the spec's cached names.
    expect(cacheTabList).toEqual(['publication-effect', 'comment-maintenance']);
  });

  it('never opens a tab for the redirect helper, login or not-found', () => {
    const tabs = useTabBarStore.getState();
    tabs.updateTabList({ name: 'Redirect', title: 'app.loading', fullPath: '/redirect/x' });
    tabs.updateTabList({ name: 'login', title: 'login.form.title', fullPath: '/login' });
    tabs.updateTabList({ name: 'notFound', title: 'menu.notFound', fullPath: '/nope' });
    expect(useTabBarStore.getState().tagList).toEqual([DEFAULT_TAG]);
  });

  it('lets a page opt out of caching', () => {
    useTabBarStore.getState().updateTabList({
      name: 'brand-sentiment',
      title: 'menu.brandSentiment',
      fullPath: '/brand-monitoring/brand-sentiment',
      ignoreCache: true,
    });
    expect(useTabBarStore.getState().cacheTabList).toEqual(['publication-effect']);
  });

  it('keeps the default tab when others are closed', () => {
    useTabBarStore.getState().freshTabList([]);
    expect(useTabBarStore.getState().tagList).toEqual([DEFAULT_TAG]);
  });
});

describe('user, tenant and session', () => {
  it('switches roles locally between worker and manager', () => {
    useUserStore.getState().setUser({
      disabled: false,
      full_name: 'A',
      id: 1,
      role: 'worker',
      tenant_id: 1,
      username: 'a',
    });
    expect(useUserStore.getState().switchRoles()).toBe('manager');
    expect(useUserStore.getState().switchRoles()).toBe('worker');
  });

  it('logout clears user, tenant, menu, tabs, token and sessionStorage', () => {
    localStorage.setItem('token', 't');
    localStorage.setItem('arco-locale', 'en-US');
    sessionStorage.setItem('theme', 'dy');
    useUserStore.setState({ role: 'admin' });
    useTenantStore.setState({ expandSubmit: { product: [], product_line: [] } });
    localStorage.setItem('tenantNames', 'x');
    useAppStore.getState().setServerMenu([{ path: '/a', name: 'a', locale: 'menu.team', roles: ['*'] }]);
    useTabBarStore
      .getState()
      .updateTabList({ name: 'brand-review', title: 'menu.brandReview', fullPath: '/b' });

    clearSession();

    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('tenantNames')).toBeNull();
    expect(localStorage.getItem('arco-locale')).toBe('en-US');
    expect(sessionStorage.length).toBe(0);
    expect(useUserStore.getState().role).toBe('');
    expect(useTenantStore.getState().expandSubmit).toBeNull();
    expect(useAppStore.getState().serverMenu).toEqual([]);
    expect(useTabBarStore.getState().tagList).toEqual([DEFAULT_TAG]);
  });
});

describe('locale', () => {
  it('saves a new locale under arco-locale and ignores the current one', () => {
    useLocaleStore.setState({ locale: 'zh-CN' });
    expect(useLocaleStore.getState().changeLocale('zh-CN')).toBe(false);
    expect(localStorage.getItem('arco-locale')).toBeNull();
    expect(useLocaleStore.getState().changeLocale('en-US')).toBe(true);
    expect(localStorage.getItem('arco-locale')).toBe('en-US');
  });
});
