import NProgress from 'nprogress';
import 'nprogress/nprogress.css';
import { useEffect } from 'react';
import { Outlet, useNavigation } from 'react-router';
import { useT } from '@/app/i18n/useT';
import { routeTitle } from './routeTitle';
import { useCurrentRoute } from './useCurrentRoute';
import { useRefusedPage } from './useRefusedPage';

NProgress.configure({ showSpinner: false });

/** Everything under the router: the top progress bar while a route (guards + page code) loads. */
export const RootFrame = () => {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  const t = useT();
  const { route, params } = useCurrentRoute();
  const refused = useRefusedPage();
  useEffect(() => {
    if (busy) NProgress.start();
    else NProgress.done();
  }, [busy]);
  // A refused address still names its page, so the tab says which link did not open.
  useEffect(() => {
    const note = params.content_id ? ` ${params.content_id}` : '';
    const page = route ? `${t(routeTitle(route))}${note} · ` : '';
    document.title = `${refused ? `${t('menu.exception403')} · ` : ''}${page}${t('app.name')}`;
  }, [route, params.content_id, refused, t]);
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
