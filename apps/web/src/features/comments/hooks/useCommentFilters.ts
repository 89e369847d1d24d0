import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTabBarStore } from '@/app/stores/useTabBarStore';
import {
  type CommentFilters,
  changeFilters,
  EMPTY_FILTERS,
  parseCommentSearch,
  toCommentSearch,
} from '../commentFilters';

export type CommentFilterState = {
  filters: CommentFilters;
  /** `name=value` pairs of the last address that were not understood (and were dropped from it). */
  rejected: string[];
  /** This page is the one on screen (a kept-alive page also renders while another tab is shown). */
  active: boolean;
  update: (patch: Partial<CommentFilters>) => void;
  /** Replaces the filters as given (page included). */
  replace: (filters: CommentFilters, options?: { history?: 'push' | 'replace' }) => void;
  reset: () => void;
  /** Drops values found unknown after parsing (ids the tenant does not have), and says which. */
  drop: (filters: CommentFilters, rejected: string[]) => void;
};

/**
 * Filters live in the address of `ownPath`. While another tab is on screen the kept-alive page still
 * renders with that tab's address, so the last address of its own is remembered and used instead.
 */
export const useCommentFilters = (ownPath: string): CommentFilterState => {
  const location = useLocation();
  const navigate = useNavigate();
  const active = location.pathname === ownPath;
  const ownSearch = useRef(location.search);
  if (active) ownSearch.current = location.search;
  const search = ownSearch.current;
  const parsed = useMemo(() => parseCommentSearch(new URLSearchParams(search)), [search]);
  const [rejected, setRejected] = useState<string[]>([]);
  // The router applies a navigation in a transition, so two quick changes (pick a product, then a tab)
  // could both start from the old address; the latest requested filters are kept here instead. An address
  // this page asked for that arrives while a later one is still on its way is one step behind, not news:
  // taking its filters would drop the later change (a class picked right after a product).
  const latest = useRef(parsed.filters);
  const requested = useRef<string[]>([]);
  const seen = useRef(parsed);
  if (seen.current !== parsed) {
    seen.current = parsed;
    const step = requested.current.indexOf(search);
    requested.current = step < 0 ? [] : requested.current.slice(step + 1);
    if (requested.current.length === 0) latest.current = parsed.filters;
  }

  const shown = useRef(active);
  shown.current = active;
  const go = useCallback(
    (filters: CommentFilters, history: 'push' | 'replace' = 'push') => {
      latest.current = filters;
      const query = toCommentSearch(filters).toString();
      const nextSearch = query ? `?${query}` : '';
      if (!shown.current) {
        // A change landing after the user left (a search typed just before switching pages) must not pull
        // them back: it waits in this page's tab, whose address the tab bar and the menu return to.
        ownSearch.current = nextSearch;
        const tab = useTabBarStore.getState().tagList.find((tag) => tag.fullPath.split('?')[0] === ownPath);
        if (tab) useTabBarStore.getState().updateTabList({ ...tab, fullPath: `${ownPath}${nextSearch}` });
        return;
      }
      requested.current.push(nextSearch);
      navigate({ pathname: ownPath, search: nextSearch }, { replace: history === 'replace' });
    },
    [navigate, ownPath],
  );

  // Unknown values are said once and dropped from the address, so a shared link stays honest.
  useEffect(() => {
    if (!active || parsed.rejected.length === 0) return;
    setRejected(parsed.rejected);
    go(parsed.filters, 'replace');
  }, [active, parsed, go]);

  const update = useCallback(
    (patch: Partial<CommentFilters>) => {
      setRejected([]);
      go(changeFilters(latest.current, patch));
    },
    [go],
  );
  const replace = useCallback(
    (filters: CommentFilters, options?: { history?: 'push' | 'replace' }) => go(filters, options?.history),
    [go],
  );
  const reset = useCallback(() => {
    setRejected([]);
    go(EMPTY_FILTERS);
  }, [go]);

  const drop = useCallback(
    (filters: CommentFilters, dropped: string[]) => {
      // Added to what parsing the same address rejected, which is said at the same time.
      setRejected((said) => [...said, ...dropped.filter((pair) => !said.includes(pair))]);
      go(filters, 'replace');
    },
    [go],
  );

  return { filters: parsed.filters, rejected, active, update, replace, reset, drop };
};
