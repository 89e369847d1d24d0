import { useQuery } from '@tanstack/react-query';
import { fetchStaffNames, STAFF_NAMES_KEY } from '../api';

/** The tenant's staff for the "maintenance staff" filter (kept a minute: it seldom changes). */
export const useStaffNames = (enabled: boolean) =>
  useQuery({ queryKey: STAFF_NAMES_KEY, queryFn: fetchStaffNames, enabled, staleTime: 60_000 });
