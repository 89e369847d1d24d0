import { KeepAlive } from 'keepalive-for-react';
import { type RefObject, useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useOutlet } from 'react-router';
import { useCurrentRoute } from '../router/useCurrentRoute';
import { useTabBarStore } from '../stores/useTabBarStore';
import { cacheKeyFor, NO_CACHE_PREFIX } from './cacheKeyFor';
import { useKeepAliveController } from './KeepAliveController';

const EXCLUDE = new RegExp(`^${NO_CACHE_PREFIX}`);

type KeepAliveOutletProps = { scrollContainer: RefObject<HTMLElement | null> };

/**
 * The routed view, kept alive for the cached pages of spec §2 (DESIGN §3): leaving and coming back
 * keeps typed filters and the scroll position of the content area.
 */
export const KeepAliveOutlet = ({ scrollContainer }: KeepAliveOutletProps) => {
  const outlet = useOutlet();
  const { pathname, search } = useLocation();
  const { route } = useCurrentRoute();
  const cacheTabList = useTabBarStore((state) => state.cacheTabList);
  const { aliveRef } = useKeepAliveController();
  const cacheKey = cacheKeyFor(route, cacheTabList, `${pathname}${search}`);
  const scrollTops = useRef(new Map<string, number>());

  useEffect(() => {
    const container = scrollContainer.current;
    if (!container) return;
    const remember = () => scrollTops.current.set(cacheKey, container.scrollTop);
    container.addEventListener('scroll', remember, { passive: true });
    return () => container.removeEventListener('scroll', remember);
  }, [cacheKey, scrollContainer]);

  useLayoutEffect(() => {
    const container = scrollContainer.current;
    if (!container) return;
    const top = scrollTops.current.get(cacheKey) ?? 0;
    container.scrollTop = top;
    // The kept view may become visible a frame later.
    const frame = requestAnimationFrame(() => {
      container.scrollTop = top;
    });
    return () => cancelAnimationFrame(frame);
  }, [cacheKey, scrollContainer]);

  return (
    <KeepAlive aliveRef={aliveRef} activeCacheKey={cacheKey} exclude={EXCLUDE} max={20}>
      {outlet}
    </KeepAlive>
  );
};
