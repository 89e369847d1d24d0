import { lazy, Suspense } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';

const NotFoundPage = lazy(() =>
  import('@/features/errors/pages/NotFoundPage').then((module) => ({ default: module.NotFoundPage })),
);
const ForbiddenPage = lazy(() =>
  import('@/features/errors/pages/ForbiddenPage').then((module) => ({ default: module.ForbiddenPage })),
);
const ServerErrorPage = lazy(() =>
  import('@/features/errors/pages/ServerErrorPage').then((module) => ({
    default: module.ServerErrorPage,
  })),
);

/** A guard's "not found" or "forbidden" shows the 404 or 403 page at the address; anything else the 500 page. */
export const RouteErrorPage = () => {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (status !== 404 && status !== 403) console.warn('route failed', error);
  return (
    <Suspense fallback={null}>
      {status === 404 ? (
        <NotFoundPage standalone />
      ) : status === 403 ? (
        <ForbiddenPage standalone />
      ) : (
        <ServerErrorPage standalone />
      )}
    </Suspense>
  );
};
