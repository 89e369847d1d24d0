import { useQuery } from '@tanstack/react-query';
import { fetchTrackingConfig, TRACKING_CONFIG_QUERY_KEY } from '../api';

/** The tenant's tracking setup: accounts, brands, product lines, products and category keywords. */
export const useTrackingConfig = () =>
  useQuery({ queryKey: TRACKING_CONFIG_QUERY_KEY, queryFn: fetchTrackingConfig });
