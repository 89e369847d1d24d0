import type { TPlatform } from '@notedesk/contract';
import { keepPreviousData, type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { platformStorage } from '@/app/session/platformStorage';
import { useTenantStore } from '@/app/stores/useTenantStore';
import { useUserStore } from '@/app/stores/useUserStore';
import { type DashboardFilters, defaultDashboardFilters, toDashboardQuery } from './dashboardFilters';

/** Every dashboard answer is cached under this key. */
export const DASHBOARDS_KEY = ['dashboards'] as const;

/** A page's own query values besides the shared filters (e.g. brand review's threshold). */
export type DashboardExtra = Record<string, string | number | undefined>;
export type DashboardQueryParams = { target_platform: TPlatform } & DashboardExtra;

/** The filters last searched with; `round` counts the 查询 clicks, so each one asks the server again. */
export type DashboardAsked = { filters: DashboardFilters; extra: DashboardExtra; round: number };

/** A page's searched filters: the last 30 days until the user searches (state kept by keep-alive). */
export const useDashboardSearch = (initialExtra: DashboardExtra = {}) => {
  const [asked, setAsked] = useState<DashboardAsked>(() => ({
    filters: defaultDashboardFilters(),
    extra: initialExtra,
    round: 0,
  }));
  const search = useCallback(
    (filters: DashboardFilters, extra?: DashboardExtra) =>
      setAsked((current) => ({ filters, extra: extra ?? current.extra, round: current.round + 1 })),
    [],
  );
  return { asked, search };
};

/** One dashboard's figures for the searched filters, on the platform of the top bar (a switch there asks again). */
export const useDashboardQuery = <T>(
  name: string,
  fetch: (query: DashboardQueryParams) => Promise<T>,
  asked: DashboardAsked,
): UseQueryResult<T> => {
  const platform = useTenantStore((state) => state.tenant?.target_platform) ?? platformStorage.get();
  // After logout a kept-alive page stays mounted; it must not ask for anything without a session.
  const signedIn = useUserStore((state) => state.role !== '');
  const query = useMemo<DashboardQueryParams>(
    () => ({ target_platform: platform, ...toDashboardQuery(asked.filters), ...asked.extra }),
    [platform, asked],
  );
  return useQuery({
    queryKey: [...DASHBOARDS_KEY, name, query, asked.round],
    queryFn: () => fetch(query),
    enabled: signedIn,
    placeholderData: keepPreviousData,
  });
};
