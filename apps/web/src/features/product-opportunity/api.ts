import { PATHS, type TProductOpportunity, ZProductOpportunity } from '@notedesk/contract';
import type { DashboardQueryParams } from '@/app/dashboard/useDashboard';
import { http } from '@/app/http/http';

export const fetchProductOpportunity = async (query: DashboardQueryParams): Promise<TProductOpportunity> =>
  ZProductOpportunity.parse(await http.get(PATHS.dashboards.productOpportunity, query));
