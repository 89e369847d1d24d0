import { PATHS, type TBrandReview, ZBrandReview } from '@notedesk/contract';
import type { DashboardQueryParams } from '@/app/dashboard/useDashboard';
import { http } from '@/app/http/http';

export const fetchBrandReview = async (query: DashboardQueryParams): Promise<TBrandReview> =>
  ZBrandReview.parse(await http.get(PATHS.dashboards.brandReview, query));
