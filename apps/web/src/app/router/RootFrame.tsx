import NProgress from 'nprogress';
import 'nprogress/nprogress.css';
import { useEffect } from 'react';
import { Outlet, useNavigation } from 'react-router';
import { useT } from '@/app/i18n/useT';
import { useCurrentRoute } from './useCurrentRoute';

NProgress.configure({ showSpinner: false });

/** Everything under the router: the top progress bar while a route (guards + page code) loads. */
export const RootFrame = () => {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  const t = useT();
  const { route } = useCurrentRoute();
  useEffect(() => {
    if (busy) NProgress.start();
    else NProgress.done();
  }, [busy]);
  useEffect(() => {
    document.title = route ? `${t(route.meta.locale)} · ${t('app.name')}` : t('app.name');
  }, [route, t]);
  return <Outlet />;
};

/** Shown while the first navigation (session check and page code) is under way. */
export const FirstLoadProgress = () => {
  useEffect(() => {
    NProgress.start();
    return () => {
      NProgress.done();
    };
  }, []);
  return null;
};
