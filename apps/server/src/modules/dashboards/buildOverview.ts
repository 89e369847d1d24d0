import type { TOverview } from '@notedesk/contract';
import { brandRef, brandVoiceOf, type DashboardContext, spanOf } from './dashboardContext';
import { periodOnWire } from './dashboardPeriod';
import type { DrillQuery } from './drillBatch';

const DAY_MS = 24 * 60 * 60 * 1000;
const RECENT_DAYS = 7;
const HOT_COMMENTS = 5;
/** Negative and lead comments: the ones that need a follow-up. */
const NEEDS_FOLLOW_UP = [0, 1];

/** Company overview: the period's notes and comments, follow-up, coverage, the own brand's rank. */
export const buildOverview = async (context: DashboardContext): Promise<TOverview> => {
  const { batch, current, previous, period, platform, filters, setup } = context;
  const base = { target_platform: platform, ...filters };
  const comments = (span: DrillQuery, extra: DrillQuery = {}) =>
    batch.comments({ ...base, ...span, ...extra });
  const comparedComments = (extra: DrillQuery) =>
    batch.compared(comments(current, extra), comments(previous, extra));

  const recentTo = period.to;
  const recentFrom = recentTo - RECENT_DAYS * DAY_MS;
  const recent = spanOf(recentFrom, recentTo);
  const beforeRecent = spanOf(recentFrom - RECENT_DAYS * DAY_MS, recentFrom);
  const comparedRecent = (extra: DrillQuery) =>
    batch.compared(comments(recent, extra), comments(beforeRecent, extra));

  const coverageOf = (span: DrillQuery) =>
    batch.ratio(
      comments(span, { cls_type: NEEDS_FOLLOW_UP, covered: true }),
      comments(span, { cls_type: NEEDS_FOLLOW_UP }),
    );

  const followUps = setup.staff.map((user) => {
    const byStatus = (status: number) => comments(current, { staff_id: user.id, process_status: status });
    return {
      staff: { id: user.id, name: user.full_name || user.username },
      todo: byStatus(0),
      in_progress: byStatus(1),
      done: byStatus(2),
      no_action: byStatus(3),
    };
  });
  // Staff with no follow-up in the period are left out.
  batch.after(() => {
    const active = followUps.filter(
      (row) => row.todo.value + row.in_progress.value + row.done.value + row.no_action.value > 0,
    );
    followUps.splice(0, followUps.length, ...active);
  });

  // Mention volume: every note carrying each tracked brand, whatever its source and the page's brand filter
  // (see brandVoiceOf).
  const mentions = setup.brands.map((brand) => ({
    brand: brandRef(brand),
    notes: batch.notes(brandVoiceOf(platform, current, brand.id)),
  }));
  const rank: TOverview['rank'] = { rank: null, of: mentions.length, brands: mentions };
  batch.after(() => {
    mentions.sort((a, b) => b.notes.value - a.notes.value || a.brand.id - b.brand.id);
    const own = mentions.find((entry) => entry.brand.is_own);
    rank.rank = own ? 1 + mentions.filter((entry) => entry.notes.value > own.notes.value).length : null;
  });

  return {
    period: periodOnWire(period),
    contents: batch.compared(batch.notes({ ...base, ...current }), batch.notes({ ...base, ...previous })),
    comments: comparedComments({}),
    negative: comparedComments({ cls_type: 0 }),
    leads: comparedComments({ cls_type: 1 }),
    follow_up_by_staff: followUps,
    recent: {
      ...recent,
      needed: comparedRecent({ cls_type: NEEDS_FOLLOW_UP }),
      done: comparedRecent({ cls_type: NEEDS_FOLLOW_UP, process_status: 2 }),
    },
    coverage: batch.comparedRatio(coverageOf(current), coverageOf(previous)),
    rank,
    hot_comments: await context.commentSample({ ...base, ...current, sort: 'likes_desc' }, HOT_COMMENTS),
  };
};
