import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { routeTitle } from '@/app/router/routeTitle';
import { useCurrentRoute } from '@/app/router/useCurrentRoute';
import { useRefusedPage } from '@/app/router/useRefusedPage';
import { useTabBarStore } from '@/app/stores/useTabBarStore';

/** Every page visited inside the layout becomes (or refreshes) a tab; a refused one (403) does not. */
export const useTabSync = (): void => {
  const { pathname, search } = useLocation();
  const { route, params } = useCurrentRoute();
  const refused = useRefusedPage();
  const updateTabList = useTabBarStore((state) => state.updateTabList);
  useEffect(() => {
    if (!route || refused) return;
    updateTabList({
      name: route.name,
      title: routeTitle(route),
      suffix: params.content_id,
      fullPath: `${pathname}${search}`,
      ignoreCache: route.meta.ignoreCache,
    });
  }, [route, refused, params.content_id, pathname, search, updateTabList]);
};
