import { lazy, Suspense } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';

const NotFoundPage = lazy(() =>
  import('@/features/errors/pages/NotFoundPage').then((module) => ({ default: module.NotFoundPage })),
);
const ServerErrorPage = lazy(() =>
  import('@/features/errors/pages/ServerErrorPage').then((module) => ({
    default: module.ServerErrorPage,
  })),
);

/**
 * A guard's "not found" shows the 404 page at the address; anything else the 500 page. (A refused page shows its
 * 403 inside the layout: see useRefusedPage.)
 */
export const RouteErrorPage = () => {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (status !== 404) console.warn('route failed', error);
  return (
    <Suspense fallback={null}>
      {status === 404 ? <NotFoundPage standalone /> : <ServerErrorPage standalone />}
    </Suspense>
  );
};
