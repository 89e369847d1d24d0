import { dayRange } from '@/features/comments/dayRange';

export const PERIOD_DAYS = [7, 30, 90] as const;
export type PeriodDays = (typeof PERIOD_DAYS)[number];

/** What a dashboard is asked for; the platform comes from the top bar. */
export type DashboardFilters = {
  /** A preset period, or null for the custom range. */
  days: PeriodDays | null;
  /** Days (YYYY-MM-DD, both included) the server reads in Asia/Shanghai, as the lists do. */
  start_time: string;
  end_time: string;
  brand_id?: number;
  product_line_id?: number;
  product_id?: number;
};

/** The last `days` days, today included. */
export const presetFilters = (
  days: PeriodDays,
  now: Date = new Date(),
): Pick<DashboardFilters, 'days' | 'start_time' | 'end_time'> => {
  const [start_time, end_time] = dayRange(days - 1, now);
  return { days, start_time, end_time };
};

/** What a page opens with: the last 30 days, no brand or product chosen. */
export const defaultDashboardFilters = (now: Date = new Date()): DashboardFilters => presetFilters(30, now);

/** The dashboard endpoints' query for `filters` (blank values are dropped by the HTTP client). */
export const toDashboardQuery = (filters: DashboardFilters): Record<string, string | number | undefined> => ({
  start_time: filters.start_time,
  end_time: filters.end_time,
  brand_id: filters.brand_id,
  product_line_id: filters.product_line_id,
  product_id: filters.product_id,
});
