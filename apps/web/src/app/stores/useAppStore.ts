import type { TMenuItem } from '@notedesk/contract';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { STORAGE_KEYS } from '@/app/session/storageKeys';
import { clampMenuWidth } from './clampMenuWidth';

/** Display settings of spec §3 with their defaults (§9). */
export type DisplaySettings = {
  theme: 'light' | 'dark';
  colorWeak: boolean;
  navbar: boolean;
  menu: boolean;
  topMenu: boolean;
  hideMenu: boolean;
  menuCollapse: boolean;
  footer: boolean;
  themeColor: string;
  /** The side menu's width in px as the user chose it; null: the default of the language (useMenuWidth). */
  menuWidth: number | null;
  device: 'desktop' | 'mobile';
  tabBar: boolean;
  menuFromServer: boolean;
};

export const DEFAULT_SETTINGS: DisplaySettings = {
  theme: 'light',
  colorWeak: false,
  navbar: true,
  menu: true,
  topMenu: false,
  hideMenu: false,
  menuCollapse: false,
  footer: true,
  themeColor: '#165DFF',
  menuWidth: null,
  device: 'desktop',
  tabBar: true,
  menuFromServer: false,
};

type AppState = DisplaySettings & {
  /** The settings drawer is open. */
  globalSettings: boolean;
  serverMenu: TMenuItem[];
  updateSettings: (partial: Partial<DisplaySettings & { globalSettings: boolean }>) => void;
  toggleTheme: () => void;
  setServerMenu: (menu: TMenuItem[]) => void;
  clearServerMenu: () => void;
};

const settingKeys = Object.keys(DEFAULT_SETTINGS) as Array<keyof DisplaySettings>;

/** Shell settings; the display settings survive a reload (localStorage), the rest do not. */
export const useAppStore = create<AppState>()(
  persist(
    (set, get) => ({
      ...DEFAULT_SETTINGS,
      globalSettings: false,
      serverMenu: [],
      updateSettings: (partial) => {
        // Spec §4: changing topMenu also expands the menu.
        const extra = 'topMenu' in partial ? { menuCollapse: false } : {};
        // However a width arrives (typed, pasted settings), the menu only takes one that works.
        const width =
          'menuWidth' in partial ? { menuWidth: clampMenuWidth(partial.menuWidth, get().menuWidth) } : {};
        set({ ...partial, ...extra, ...width });
      },
      toggleTheme: () => set({ theme: get().theme === 'dark' ? 'light' : 'dark' }),
      setServerMenu: (serverMenu) => set({ serverMenu }),
      clearServerMenu: () => set({ serverMenu: [] }),
    }),
    {
      name: STORAGE_KEYS.settings,
      storage: createJSONStorage(() => localStorage),
      // Version 0 saved the one default width (150) as if chosen; now a width is saved only when chosen.
      version: 1,
      migrate: (saved, version) => {
        const settings = (saved ?? {}) as Partial<DisplaySettings>;
        return version === 0 && settings.menuWidth === 150 ? { ...settings, menuWidth: null } : settings;
      },
      partialize: (state) =>
        Object.fromEntries(settingKeys.map((key) => [key, state[key]])) as Partial<DisplaySettings>,
      // A width saved before the bounds held (or edited by hand) is brought within them.
      merge: (saved, current) => {
        const settings = (saved ?? {}) as Partial<DisplaySettings>;
        return { ...current, ...settings, menuWidth: clampMenuWidth(settings.menuWidth, current.menuWidth) };
      },
    },
  ),
);

/** The display settings alone, e.g. for "copy settings". */
export const pickSettings = (state: DisplaySettings): DisplaySettings =>
  Object.fromEntries(settingKeys.map((key) => [key, state[key]])) as DisplaySettings;
