import { PATHS, type TBrandSentiment, ZBrandSentiment } from '@notedesk/contract';
import type { DashboardQueryParams } from '@/app/dashboard/useDashboard';
import { http } from '@/app/http/http';

export const fetchBrandSentiment = async (query: DashboardQueryParams): Promise<TBrandSentiment> =>
  ZBrandSentiment.parse(await http.get(PATHS.dashboards.brandSentiment, query));
