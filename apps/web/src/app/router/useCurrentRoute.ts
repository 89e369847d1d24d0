import { useMatches } from 'react-router';
import type { AppRoute } from './AppRoute';

const isAppRoute = (handle: unknown): handle is AppRoute =>
  typeof handle === 'object' && handle !== null && 'name' in handle && 'meta' in handle;

/** The console page being shown (the deepest match that is one of our routes). */
export const useCurrentRoute = (): {
  route: AppRoute | undefined;
  params: Record<string, string | undefined>;
} => {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const match = matches[index]!;
    if (isAppRoute(match.handle)) return { route: match.handle, params: match.params };
  }
  return { route: undefined, params: {} };
};
