import { z } from 'zod';
import { ZCommentRow } from './comment';
import { CONTENT_FILTER_FIELDS } from './contentFilterFields';
import { type ZContentType, ZNegType } from './domain';
import { queryValue } from './queryValue';

/**
 * The five dashboards (issue 11, DESIGN §4). Every count they answer is a `ZDrillCount`: its value and the
 * list that shows exactly those rows — `path` is the comment or note list, `query` that list's own query
 * string (names and values as the list takes them, multi-choice values comma-joined), so
 * `GET path?query` answers `total == value`. Ratios carry the drills of their numerator and denominator;
 * sums of note metrics carry the drill of the notes summed.
 */
export const DRILL_LIST_PATHS = ['/api/track/content-comments', '/api/track/contents'] as const;
export const ZDrillListPath = z.enum(DRILL_LIST_PATHS);

/** A list to open: `GET path?query`. */
export const ZDrill = z.object({
  path: ZDrillListPath,
  query: z.record(z.string(), z.string()),
});
export type TDrill = z.infer<typeof ZDrill>;

/** A count and the list it counted. */
export const ZDrillCount = z.object({ value: z.number().int(), drill: ZDrill });
export type TDrillCount = z.infer<typeof ZDrillCount>;

/** numerator / denominator (0 when the denominator is 0), rounded to 4 decimals. */
export const ZDrillRatio = z.object({
  value: z.number(),
  numerator: ZDrillCount,
  denominator: ZDrillCount,
});
export type TDrillRatio = z.infer<typeof ZDrillRatio>;

/** A sum of a note metric (likes, collects, shares…) over the notes `over` counts. */
export const ZDrillSum = z.object({ value: z.number(), over: ZDrillCount });
export type TDrillSum = z.infer<typeof ZDrillSum>;

/** An answer block of drill counts, one per name (e.g. the follow-up statuses, the buying signals). */
const drillCounts = <K extends string>(names: readonly K[]) =>
  z.object(Object.fromEntries(names.map((name) => [name, ZDrillCount])) as Record<K, typeof ZDrillCount>);

/** An answer block of note metric sums, one per metric. */
const drillSums = <K extends string>(metrics: readonly K[]) =>
  z.object(Object.fromEntries(metrics.map((metric) => [metric, ZDrillSum])) as Record<K, typeof ZDrillSum>);

/** A count with the same count over the previous period of the same length; change = (now − before) / before, null when before is 0. */
export const ZComparedCount = ZDrillCount.extend({
  previous: ZDrillCount,
  change: z.number().nullable(),
});
export type TComparedCount = z.infer<typeof ZComparedCount>;

/** A ratio with the previous period's; change = now − before (a difference of ratios). */
export const ZComparedRatio = ZDrillRatio.extend({
  previous: ZDrillRatio,
  change: z.number(),
});
export type TComparedRatio = z.infer<typeof ZComparedRatio>;

/** The period answered (end exclusive) and the previous one of the same length; ISO 8601 instants. */
export const ZDashboardPeriod = z.object({
  start_time: z.string(),
  end_time: z.string(),
  previous_start_time: z.string(),
  previous_end_time: z.string(),
});
export type TDashboardPeriod = z.infer<typeof ZDashboardPeriod>;

/** Days of the default period (ending at the end of today, Asia/Shanghai) when no time bound is given. */
export const DASHBOARD_DEFAULT_DAYS = 30;
/** Longest period answered (the trend has one point a day). */
export const DASHBOARD_MAX_DAYS = 366;

/**
 * Query of every dashboard: platform, the lists' own time bounds (a day in Asia/Shanghai or an ISO instant;
 * end exclusive for an instant, inclusive for a day), brand, product line (`expand2`), product (`expand1`).
 */
export const ZDashboardQuery = z.object({
  target_platform: CONTENT_FILTER_FIELDS.target_platform,
  start_time: CONTENT_FILTER_FIELDS.start_time,
  end_time: CONTENT_FILTER_FIELDS.end_time,
  brand_id: CONTENT_FILTER_FIELDS.brand_id,
  product_line_id: CONTENT_FILTER_FIELDS.product_line_id,
  expand2: CONTENT_FILTER_FIELDS.expand2,
  product_id: CONTENT_FILTER_FIELDS.product_id,
  expand1: CONTENT_FILTER_FIELDS.expand1,
});
export type TDashboardQuery = z.infer<typeof ZDashboardQuery>;

const ZNamed = z.object({ id: z.number().int(), name: z.string() });

/** A group's block per product line and per product of the tracking setup (the filters leave in). */
const byLineAndProduct = <T extends z.ZodRawShape>(group: z.ZodObject<T>) => ({
  by_product_line: z.array(group.extend({ product_line: ZNamed })),
  by_product: z.array(group.extend({ product: ZNamed })),
});
const ZBrandRef = ZNamed.extend({ is_own: z.boolean() });

/** A day of a trend (YYYY-MM-DD, Asia/Shanghai). */
const ZDay = z.string();

/** A note as the dashboards list it (open it at /api/track/contents/:id). */
export const ZDashboardNote = z.object({
  id: z.number().int(),
  platform_note_id: z.string(),
  title_desc: z.string(),
  author_id: z.string(),
  author_name: z.string(),
  note_url: z.string(),
  published_at: z.string(),
  fans_count: z.number().int(),
  likes: z.number().int(),
  collects: z.number().int(),
  shares: z.number().int(),
  /** The platform's comment count. */
  platform_comments: z.number().int(),
});
export type TDashboardNote = z.infer<typeof ZDashboardNote>;

/** A few rows of a list (first page) and the list itself. */
export const ZCommentSample = z.object({ list: ZDrillCount, items: z.array(ZCommentRow) });
export type TCommentSample = z.infer<typeof ZCommentSample>;

/** A recurring word and the comments (of the section's kind) holding it. */
export const ZDashboardWord = z.object({ word: z.string(), comments: ZDrillCount });
export type TDashboardWord = z.infer<typeof ZDashboardWord>;

export const ZNegTypeCount = z.object({ neg_type: ZNegType, comments: ZDrillCount });

// ── GET /api/track/overview ────────────────────────────────────────────────────────────────────────────

export const ZOverviewQuery = ZDashboardQuery;
export type TOverviewQuery = z.infer<typeof ZOverviewQuery>;

/** One staff member's follow-ups (comments they last set the status of) in the period, per status. */
export const ZStaffFollowUp = drillCounts(['todo', 'in_progress', 'done', 'no_action']).extend({
  staff: ZNamed,
});
export type TStaffFollowUp = z.infer<typeof ZStaffFollowUp>;

export const ZBrandMentions = z.object({ brand: ZBrandRef, notes: ZDrillCount });

export const ZOverview = z.object({
  period: ZDashboardPeriod,
  /** Notes published in the period (every source). */
  contents: ZComparedCount,
  /** Comments published in the period. */
  comments: ZComparedCount,
  negative: ZComparedCount,
  leads: ZComparedCount,
  follow_up_by_staff: z.array(ZStaffFollowUp),
  /**
   * The 7 days ending at the period's end: negative and lead comments published then (`needed`) and those
   * of them done (process status 2); previous = the 7 days before.
   */
  recent: z.object({
    start_time: z.string(),
    end_time: z.string(),
    needed: ZComparedCount,
    done: ZComparedCount,
  }),
  /** Negative and lead comments with a saved reply or a status past "to do" (list filter `covered`). */
  coverage: ZComparedRatio,
  /**
   * The own brand's place (1 = most mentioned) by the notes carrying each tracked brand, whatever their source
   * (own publications and mentions); null without an own brand.
   */
  rank: z.object({
    rank: z.number().int().nullable(),
    of: z.number().int(),
    brands: z.array(ZBrandMentions),
  }),
  /** Most-liked comments of the period. */
  hot_comments: ZCommentSample,
});
export type TOverview = z.infer<typeof ZOverview>;

// ── GET /api/track/publication-effect ──────────────────────────────────────────────────────────────────

export const ZPublicationEffectQuery = ZDashboardQuery;
export type TPublicationEffectQuery = z.infer<typeof ZPublicationEffectQuery>;

/** Interactions = likes + collects + comments (the platform's counts); shares apart. */
export const ZNoteSums = drillSums(['interactions', 'likes', 'collects', 'platform_comments', 'shares']);

/** One own note: its platform metrics and the comments NoteDesk holds for it (all time). */
export const ZNoteEffect = z.object({
  note: ZDashboardNote,
  interactions: z.number().int(),
  comments: ZDrillCount,
  negative_ratio: ZDrillRatio,
  leads: ZDrillCount,
});
export type TNoteEffect = z.infer<typeof ZNoteEffect>;

/** Own notes published in the period and own-note comments published in the period, for one group. */
export const ZEffectGroup = ZNoteSums.extend({
  notes: ZDrillCount,
  comments: ZDrillCount,
  negative_ratio: ZDrillRatio,
  leads: ZDrillCount,
});

export const ZPublicationEffect = z.object({
  period: ZDashboardPeriod,
  notes: ZComparedCount,
  sums: ZNoteSums,
  comments: ZComparedCount,
  negative_ratio: ZComparedRatio,
  leads: ZComparedCount,
  trend: z.array(
    z.object({
      date: ZDay,
      notes: ZDrillCount,
      interactions: ZDrillSum,
      comments: ZDrillCount,
      negative: ZDrillCount,
      leads: ZDrillCount,
    }),
  ),
  /** Most and least interactions among the period's own notes (5 each). */
  top_notes: z.array(ZNoteEffect),
  bottom_notes: z.array(ZNoteEffect),
  /** Per publishing account: its notes, and the comments on them (comment list filter `account`). */
  by_account: z.array(
    ZEffectGroup.extend({ account: z.object({ author_id: z.string(), name: z.string() }) }),
  ),
  ...byLineAndProduct(ZEffectGroup),
});
export type TPublicationEffect = z.infer<typeof ZPublicationEffect>;

// ── GET /api/track/brand-sentiment ─────────────────────────────────────────────────────────────────────

/** `brand_id` absent: the tenant's own brand. */
export const ZBrandSentimentQuery = ZDashboardQuery;
export type TBrandSentimentQuery = z.infer<typeof ZBrandSentimentQuery>;

export const ZSentimentGroup = z.object({
  comments: ZDrillCount,
  negative: ZDrillCount,
  negative_ratio: ZDrillRatio,
});

export const ZBrandSentiment = z.object({
  period: ZDashboardPeriod,
  /** The brand answered for (null: the tenant has no own brand and none was asked for: every comment). */
  brand: ZBrandRef.nullable(),
  comments: ZComparedCount,
  negative: ZComparedCount,
  negative_ratio: ZComparedRatio,
  trend: z.array(
    z.object({ date: ZDay, positive: ZDrillCount, neutral: ZDrillCount, negative: ZDrillCount }),
  ),
  neg_types: z.array(ZNegTypeCount),
  /** Negative comments still to do, most liked first. */
  todo: ZCommentSample,
  /** Words recurring in the period's negative comments (jieba, stop words out), most frequent first. */
  complaint_words: z.array(ZDashboardWord),
  ...byLineAndProduct(ZSentimentGroup),
  /**
   * Every tracked brand: the notes carrying it (any source) and their comments in the period; share = its
   * part of all brands' comments.
   */
  share_of_voice: z.array(
    z.object({ brand: ZBrandRef, notes: ZDrillCount, comments: ZDrillCount, share: z.number() }),
  ),
});
export type TBrandSentiment = z.infer<typeof ZBrandSentiment>;

// ── GET /api/track/brand-review ────────────────────────────────────────────────────────────────────────

export const AUTHOR_TIERS = ['head', 'mid', 'junior', 'ordinary', 'unknown'] as const;
export const ZAuthorTier = z.enum(AUTHOR_TIERS);
export type TAuthorTier = z.infer<typeof ZAuthorTier>;

/** Fans from (inclusive) … to (exclusive) per tier; unknown: no fan count (0). */
export const AUTHOR_TIER_FANS: Record<TAuthorTier, { min: number; max: number | null }> = {
  head: { min: 500_000, max: null },
  mid: { min: 50_000, max: 500_000 },
  junior: { min: 5_000, max: 50_000 },
  ordinary: { min: 1, max: 5_000 },
  unknown: { min: 0, max: 1 },
};

export const DEFAULT_NEG_RATIO_THRESHOLD = 0.2;

/** `threshold`: negative ratio (0–1) from which a note is flagged; default 0.2. */
export const ZBrandReviewQuery = ZDashboardQuery.extend({
  threshold: queryValue(z.coerce.number().gt(0).max(1)).default(DEFAULT_NEG_RATIO_THRESHOLD),
});
export type TBrandReviewQuery = z.infer<typeof ZBrandReviewQuery>;

export const ZReviewedNote = z.object({
  note: ZDashboardNote,
  tier: ZAuthorTier,
  comments: ZDrillCount,
  negative_ratio: ZDrillRatio,
  flagged: z.boolean(),
});
export type TReviewedNote = z.infer<typeof ZReviewedNote>;

export const ZBrandReview = z.object({
  period: ZDashboardPeriod,
  brand: ZBrandRef.nullable(),
  threshold: z.number(),
  /** Notes mentioning the brand (source brand) published in the period. */
  notes: ZComparedCount,
  /** Of those, the notes whose negative ratio reaches the threshold (list filter `neg_ratio_min`). */
  flagged: ZDrillCount,
  tiers: z.array(z.object({ tier: ZAuthorTier, notes: ZDrillCount, flagged: ZDrillCount })),
  /** The period's notes, highest negative ratio first (at most 50; the rest: the `notes` drill). */
  items: z.array(ZReviewedNote),
});
export type TBrandReview = z.infer<typeof ZBrandReview>;

// ── GET /api/track/product-opportunity ─────────────────────────────────────────────────────────────────

export const ZProductOpportunityQuery = ZDashboardQuery;
export type TProductOpportunityQuery = z.infer<typeof ZProductOpportunityQuery>;

/** Content types the opportunity page counts as buying signals. */
export const DEMAND_CONTENT_TYPES = [
  'purchase_intention',
  'purchase_consultation',
  'product_consultation',
] as const satisfies ReadonlyArray<z.infer<typeof ZContentType>>;

/** Category comments by buying signal. */
export const ZDemandCounts = drillCounts(DEMAND_CONTENT_TYPES);

export const ZProductOpportunity = z.object({
  period: ZDashboardPeriod,
  /** Category notes (source category) published in the period, and their comments. */
  notes: ZDrillCount,
  comments: ZDrillCount,
  demand: ZDemandCounts,
  by_product: z.array(ZDemandCounts.extend({ product: ZNamed })),
  by_keyword: z.array(ZDemandCounts.extend({ keyword: z.string() })),
  /** Comments of content type customer_requirement, and the words recurring in them. */
  requirements: z.object({ comments: ZDrillCount, words: z.array(ZDashboardWord) }),
  /** Negative comments on notes of each competitor brand, by negative type. */
  competitor_complaints: z.array(
    z.object({ brand: ZBrandRef, negative: ZDrillCount, neg_types: z.array(ZNegTypeCount) }),
  ),
  /** Category keywords by comments this period against the previous one, most risen first. */
  rising_keywords: z.array(z.object({ keyword: z.string(), comments: ZComparedCount })),
});
export type TProductOpportunity = z.infer<typeof ZProductOpportunity>;
