import { useState } from 'react';
import { useLocation } from 'react-router';
import { useAppStore } from '@/app/stores/useAppStore';
import { useNarrowWindow } from './useNarrowWindow';

/**
 * Whether the side menu is collapsed, and how the user collapses or opens it. On a wide window that is the
 * user's saved setting. On a narrow one the menu starts collapsed by itself; the user may open it, and it
 * folds again on the next page. Neither the automatic fold nor an opening on a narrow window is saved: the
 * setting stays what the user chose on a wide one.
 */
export const useSideMenuCollapse = (): [boolean, (collapsed: boolean) => void] => {
  const narrow = useNarrowWindow();
  const { pathname } = useLocation();
  const menuCollapse = useAppStore((state) => state.menuCollapse);
  const updateSettings = useAppStore((state) => state.updateSettings);
  // The page on which the user opened the menu of a narrow window (null: not opened).
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  if (!narrow) return [menuCollapse, (collapsed) => updateSettings({ menuCollapse: collapsed })];
  return [openedOn !== pathname, (collapsed) => setOpenedOn(collapsed ? null : pathname)];
};
