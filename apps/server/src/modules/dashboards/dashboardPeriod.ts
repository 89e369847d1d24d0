import { DASHBOARD_DEFAULT_DAYS, DASHBOARD_MAX_DAYS, type TDashboardQuery } from '@notedesk/contract';
import { badField } from '../../http/AppError';
import { endOfBound, startOfBound } from '../comments/timeBounds';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Days are Asia/Shanghai days (UTC+8, no daylight saving), as the lists' bare-day bounds. */
const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000;

/** One day of a trend: its date and its part of the period (epoch ms, end exclusive). */
export type PeriodDay = { date: string; from: number; to: number };

/** The period answered and the previous one of the same length (epoch ms, ends exclusive). */
export type DashboardPeriod = {
  from: number;
  to: number;
  previousFrom: number;
  previousTo: number;
  days: PeriodDay[];
};

const chinaDayStart = (at: number): number =>
  Math.floor((at + CHINA_OFFSET_MS) / DAY_MS) * DAY_MS - CHINA_OFFSET_MS;

const chinaDate = (dayStart: number): string =>
  new Date(dayStart + CHINA_OFFSET_MS).toISOString().slice(0, 10);

/** The days the period touches, each clipped to the period. */
const daysOf = (from: number, to: number): PeriodDay[] => {
  const days: PeriodDay[] = [];
  for (let start = chinaDayStart(from); start < to; start += DAY_MS) {
    days.push({ date: chinaDate(start), from: Math.max(start, from), to: Math.min(start + DAY_MS, to) });
  }
  return days;
};

/**
 * The period of a dashboard query: the given bounds (the lists' own meaning), a missing end = the end of
 * today, a missing start = DASHBOARD_DEFAULT_DAYS before the end.
 */
export const dashboardPeriod = (query: Pick<TDashboardQuery, 'start_time' | 'end_time'>, now: number) => {
  const to = query.end_time ? endOfBound(query.end_time) : chinaDayStart(now) + DAY_MS;
  const from = query.start_time ? startOfBound(query.start_time) : to - DASHBOARD_DEFAULT_DAYS * DAY_MS;
  if (from >= to) throw badField('end_time', 'end_time < start_time');
  if (to - from > DASHBOARD_MAX_DAYS * DAY_MS) {
    throw badField('start_time', `> ${DASHBOARD_MAX_DAYS} days`);
  }
  const length = to - from;
  return {
    from,
    to,
    previousFrom: from - length,
    previousTo: from,
    days: daysOf(from, to),
  } satisfies DashboardPeriod;
};

/** The period as the answers state it (ISO 8601). */
export const periodOnWire = (period: DashboardPeriod) => ({
  start_time: new Date(period.from).toISOString(),
  end_time: new Date(period.to).toISOString(),
  previous_start_time: new Date(period.previousFrom).toISOString(),
  previous_end_time: new Date(period.previousTo).toISOString(),
});
