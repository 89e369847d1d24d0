import { useQuery } from '@tanstack/react-query';

/**
 * The country and area lists, loaded on first use (a chunk of its own, bundled with the app so it works
 * offline); never part of the login page.
 */
export const useRegionData = () =>
  useQuery({ queryKey: ['regionData'], queryFn: () => import('../regionData'), staleTime: Infinity });
