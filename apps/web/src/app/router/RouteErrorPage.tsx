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

/** A guard's "not found" shows the 404 page at the address; anything else the 500 page. */
export const RouteErrorPage = () => {
  const error = useRouteError();
  const missing = isRouteErrorResponse(error) && error.status === 404;
  if (!missing) console.warn('route failed', error);
  return (
    <Suspense fallback={null}>
      {missing ? <NotFoundPage standalone /> : <ServerErrorPage standalone />}
    </Suspense>
  );
};
