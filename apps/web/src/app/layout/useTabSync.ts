import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useCurrentRoute } from '@/app/router/useCurrentRoute';
import { useTabBarStore } from '@/app/stores/useTabBarStore';

/** Every page visited inside the layout becomes (or refreshes) a tab. */
export const useTabSync = (): void => {
  const { pathname, search } = useLocation();
  const { route, params } = useCurrentRoute();
  const updateTabList = useTabBarStore((state) => state.updateTabList);
  useEffect(() => {
    if (!route) return;
    updateTabList({
      name: route.name,
      title: route.meta.locale,
      suffix: params.content_id,
      fullPath: `${pathname}${search}`,
      ignoreCache: route.meta.ignoreCache,
    });
  }, [route, params.content_id, pathname, search, updateTabList]);
};
