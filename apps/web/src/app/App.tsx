import { ConfigProvider } from '@arco-design/web-react';
import enUS from '@arco-design/web-react/es/locale/en-US';
import zhCN from '@arco-design/web-react/es/locale/zh-CN';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
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
  // Cached lists belong to the user who fetched them: another login (or none) starts from an empty cache.
  const userId = useUserStore((state) => state.user?.id);
  useEffect(() => {
    if (userId === undefined) queryClient.clear();
  }, [userId, queryClient]);
  return (
    <ConfigProvider locale={ARCO_LOCALES[locale]}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ConfigProvider>
  );
};
