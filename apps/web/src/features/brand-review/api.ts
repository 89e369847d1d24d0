import { DASHBOARD_PATHS, type TBrandReview, ZBrandReview } from '@notedesk/contract';
import type { DashboardQueryParams } from '../../app/dashboard/useDashboard';
import { http } from '../../app/http/http';

export const fetchBrandReview = async (query: DashboardQueryParams): Promise<TBrandReview> =>
  ZBrandReview.parse(await http.get(DASHBOARD_PATHS.brandReview, query));
