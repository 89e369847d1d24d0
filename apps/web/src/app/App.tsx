import { ConfigProvider } from '@arco-design/web-react';
import enUS from '@arco-design/web-react/es/locale/en-US';
import zhCN from '@arco-design/web-react/es/locale/zh-CN';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { RouterProvider } from 'react-router';
import { useLocaleStore } from './i18n/useLocaleStore';
import { createAppRouter } from './router/createAppRouter';
import { useUserStore } from './stores/useUserStore';
import { useDisplaySettingsEffects } from './useDisplaySettingsEffects';

const ARCO_LOCALES = { 'zh-CN': zhCN, 'en-US': enUS };

/** Providers around the router: Arco's own texts follow the console's locale (spec §4). */
export const App = () => {
  const locale = useLocaleStore((state) => state.locale);
  const [router] = useState(createAppRouter);
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } }),
  );
  useDisplaySettingsEffects();
  // Cached lists belong to the user who fetched them: when another user logs in, start from an empty cache.
  // (Clearing at logout instead would refetch for still-mounted pages with the revoked token.)
  const userId = useUserStore((state) => state.user?.id);
  const cacheOwner = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (userId === undefined) return;
    if (cacheOwner.current !== undefined && cacheOwner.current !== userId) queryClient.clear();
    cacheOwner.current = userId;
  }, [userId, queryClient]);
  return (
    <ConfigProvider locale={ARCO_LOCALES[locale]}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ConfigProvider>
  );
};
