import NProgress from 'nprogress';
import 'nprogress/nprogress.css';
import { useEffect } from 'react';
import { Outlet, useNavigation } from 'react-router';

NProgress.configure({ showSpinner: false });

/** Everything under the router: the top progress bar while a route (guards + page code) loads. */
export const RootFrame = () => {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  useEffect(() => {
    if (busy) NProgress.start();
    else NProgress.done();
  }, [busy]);
  return <Outlet />;
};
