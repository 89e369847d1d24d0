import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { MessageKey } from '@/app/i18n/messages';
import { CACHED_ROUTE_NAMES, DEFAULT_ROUTE_PATH, ROUTE_NAMES } from '@/app/router/routeNames';
import { STORAGE_KEYS } from '@/app/session/storageKeys';
import { restoreTabList } from './restoreTabList';

export type TabTag = {
  name: string;
  title: MessageKey;
  /** Shown after the title, e.g. the content id of a detail tab. */
  suffix?: string;
  fullPath: string;
  /** The page opted out of keep-alive. */
  ignoreCache?: boolean;
};

export const DEFAULT_TAG: TabTag = {
  name: ROUTE_NAMES.defaultRoute,
  title: 'menu.publicationEffect',
  fullPath: DEFAULT_ROUTE_PATH,
};

/** Pages that never become tabs. */
const NO_TAB_NAMES: readonly string[] = [ROUTE_NAMES.redirect, ROUTE_NAMES.login, ROUTE_NAMES.notFound];

const cacheNamesOf = (tags: readonly TabTag[]): string[] =>
  tags.filter((tag) => !tag.ignoreCache && CACHED_ROUTE_NAMES.includes(tag.name)).map((tag) => tag.name);

type TabBarState = {
  /** Open tabs, the default route first. */
  tagList: TabTag[];
  /** Route names whose views are kept alive. */
  cacheTabList: string[];
  /** Opens (or updates the address of) the tab of the route just visited. */
  updateTabList: (tag: TabTag) => void;
  /** Replaces the open tabs (close others/left/right/all). */
  freshTabList: (tags: TabTag[]) => void;
  resetTabList: () => void;
};

/**
 * Open tabs survive a reload of the browser tab (sessionStorage: per browser tab, gone with it and at logout).
 * Only the list is saved; the kept-alive views start fresh, each from its tab's address.
 */
export const useTabBarStore = create<TabBarState>()(
  persist(
    (set, get) => ({
      tagList: [DEFAULT_TAG],
      cacheTabList: cacheNamesOf([DEFAULT_TAG]),
      updateTabList: (tag) => {
        if (NO_TAB_NAMES.includes(tag.name)) return;
        const tags = get().tagList;
        const index = tags.findIndex((item) => item.fullPath === tag.fullPath);
        const sameName = tags.findIndex((item) => item.name === tag.name && !tag.suffix);
        // A cached page keeps one tab; only its query changes.
        const at = index >= 0 ? index : sameName;
        const next =
          at >= 0 ? tags.map((item, i) => (i === at ? { ...item, ...tag } : item)) : [...tags, tag];
        set({ tagList: next, cacheTabList: cacheNamesOf(next) });
      },
      freshTabList: (tags) => {
        const next = tags.some((tag) => tag.name === DEFAULT_TAG.name) ? tags : [DEFAULT_TAG, ...tags];
        set({ tagList: next, cacheTabList: cacheNamesOf(next) });
      },
      resetTabList: () => set({ tagList: [DEFAULT_TAG], cacheTabList: cacheNamesOf([DEFAULT_TAG]) }),
    }),
    {
      name: STORAGE_KEYS.tabs,
      storage: createJSONStorage(() => sessionStorage),
      partialize: (state) => ({ tagList: state.tagList }),
      merge: (saved, current) => {
        const tagList = restoreTabList((saved as { tagList?: unknown } | undefined)?.tagList, DEFAULT_TAG);
        return { ...current, tagList, cacheTabList: cacheNamesOf(tagList) };
      },
    },
  ),
);
