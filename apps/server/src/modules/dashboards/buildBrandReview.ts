import {
  AUTHOR_TIER_FANS,
  AUTHOR_TIERS,
  type TAuthorTier,
  type TBrandReview,
  type TBrandReviewQuery,
  type TReviewedNote,
} from '@notedesk/contract';
import { pageBrand } from './buildBrandSentiment';
import { type DashboardContext, dashboardNote } from './dashboardContext';
import { periodOnWire } from './dashboardPeriod';
import { type DrillQuery, noteFilterOf } from './drillBatch';
import type { DashboardNoteRow } from './repository';

/** Notes listed, highest negative ratio first. */
const REVIEWED_NOTES = 50;

export const tierOf = (fans: number): TAuthorTier =>
  AUTHOR_TIERS.find((tier) => {
    const { min, max } = AUTHOR_TIER_FANS[tier];
    return fans >= min && (max === null || fans < max);
  }) ?? 'unknown';

/** Brand review (note monitoring): notes mentioning the brand by author tier, and their negative ratio. */
export const buildBrandReview = async (
  context: DashboardContext,
  query: TBrandReviewQuery,
): Promise<TBrandReview> => {
  const { batch, current, previous, period, platform, filters } = context;
  const { brandId, brand } = pageBrand(context, query);
  const { threshold } = query;
  const mentions = { target_platform: platform, ...filters, source: 'brand', brand_id: brandId };
  const notes = (span: DrillQuery, extra: DrillQuery = {}) => batch.notes({ ...mentions, ...span, ...extra });

  const reviewed = (note: DashboardNoteRow): TReviewedNote => {
    const ofNote = { target_platform: platform, note_id: note.id };
    const held = batch.comments(ofNote);
    const negative = batch.comments({ ...ofNote, cls_type: 0 });
    const row: TReviewedNote = {
      note: dashboardNote(note),
      tier: tierOf(note.author_fans_count),
      comments: held,
      negative_ratio: batch.ratio(negative, held),
      flagged: false,
    };
    // The note list's `neg_ratio_min` rule: negative ≥ threshold × held, and at least one comment.
    batch.after(() => {
      row.flagged = held.value > 0 && negative.value >= threshold * held.value;
    });
    return row;
  };

  // Highest negative ratio first (as the note list's neg_ratio_desc), then newest.
  const countsOf = await context.noteCommentCounts();
  const ratio = (note: DashboardNoteRow) => {
    const counts = countsOf(note.id);
    return counts.total === 0 ? 0 : counts.negative / counts.total;
  };
  const listed = context.snapshot
    .select(noteFilterOf({ ...mentions, ...current }))
    .map((note) => ({ note, ratio: ratio(note) }))
    .sort((a, b) => b.ratio - a.ratio || b.note.published_at - a.note.published_at || b.note.id - a.note.id)
    .slice(0, REVIEWED_NOTES)
    .map(({ note }) => note);
  return {
    period: periodOnWire(period),
    brand,
    threshold,
    notes: batch.compared(notes(current), notes(previous)),
    flagged: notes(current, { neg_ratio_min: threshold }),
    tiers: AUTHOR_TIERS.map((tier) => ({
      tier,
      notes: notes(current, { author_tier: tier }),
      flagged: notes(current, { author_tier: tier, neg_ratio_min: threshold }),
    })),
    items: listed.map(reviewed),
  };
};
