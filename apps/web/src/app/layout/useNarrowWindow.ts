import { useSyncExternalStore } from 'react';

/** Windows this narrow (phones, a split screen) have no room for an open side menu beside the page. */
export const NARROW_WINDOW_QUERY = '(max-width: 768px)';

const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(NARROW_WINDOW_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

const isNarrow = () => window.matchMedia(NARROW_WINDOW_QUERY).matches;

/** Whether the window is narrow now; follows resizes and rotation. */
export const useNarrowWindow = (): boolean => useSyncExternalStore(subscribe, isNarrow);
