import { KeepAlive } from 'keepalive-for-react';
import { type RefObject, useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useOutlet } from 'react-router';
import { useCurrentRoute } from '@/app/router/useCurrentRoute';
import { useRefusedPage } from '@/app/router/useRefusedPage';
import { useTabBarStore } from '@/app/stores/useTabBarStore';
import { ForbiddenPage } from '@/features/errors/pages/ForbiddenPage';
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
  const refused = useRefusedPage();
  // A refused page is never kept: the same route may open once the role allows it.
  const cacheKey = refused
    ? `${NO_CACHE_PREFIX}refused:${pathname}${search}`
    : cacheKeyFor(route, cacheTabList, `${pathname}${search}`);
  const scrollTops = useRef(new Map<string, number>());
  const activeKey = useRef(cacheKey);
  const restoring = useRef(false);

  // One listener: a scroll belongs to the page shown now, and is ignored while its position is being restored
  // (the browser clamps the position while the kept view is still hidden, and reports that as a scroll).
  useEffect(() => {
    const container = scrollContainer.current;
    if (!container) return;
    const remember = () => {
      if (!restoring.current) scrollTops.current.set(activeKey.current, container.scrollTop);
    };
    container.addEventListener('scroll', remember, { passive: true });
    return () => container.removeEventListener('scroll', remember);
  }, [scrollContainer]);

  useLayoutEffect(() => {
    const container = scrollContainer.current;
    activeKey.current = cacheKey;
    if (!container) return;
    const top = scrollTops.current.get(cacheKey) ?? 0;
    restoring.current = true;
    container.scrollTop = top;
    // The kept view may become visible (and tall enough) a few frames later.
    let frames = 0;
    let frame = 0;
    const settle = () => {
      container.scrollTop = top;
      if (container.scrollTop === top || ++frames >= 30) {
        // Let the scroll event of this last change pass before listening again.
        frame = requestAnimationFrame(() => {
          restoring.current = false;
        });
        return;
      }
      frame = requestAnimationFrame(settle);
    };
    frame = requestAnimationFrame(settle);
    return () => {
      cancelAnimationFrame(frame);
      restoring.current = false;
    };
  }, [cacheKey, scrollContainer]);

  return (
    <KeepAlive aliveRef={aliveRef} activeCacheKey={cacheKey} exclude={EXCLUDE} max={20}>
      {refused ? <ForbiddenPage /> : outlet}
    </KeepAlive>
  );
};
