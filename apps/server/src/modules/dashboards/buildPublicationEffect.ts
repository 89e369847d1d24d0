import type { TDrillCount, TNoteEffect, TPublicationEffect } from '@notedesk/contract';
import {
  type DashboardContext,
  dashboardNote,
  linesOf,
  productsOf,
  shownName,
  spanOf,
} from './dashboardContext';
import { periodOnWire } from './dashboardPeriod';
import { type DrillQuery, noteFilterOf } from './drillBatch';
import { noteMetric } from './noteSnapshot';
import type { DashboardNoteRow } from './repository';

/** Notes shown at each end of the interactions ranking. */
const RANKED_NOTES = 5;

/** Publication effect: the tenant's own notes (source own) and their comments. */
export const buildPublicationEffect = async (context: DashboardContext): Promise<TPublicationEffect> => {
  const { batch, current, previous, period, platform, filters, snapshot } = context;
  const own = { target_platform: platform, ...filters, source: 'own' };

  const sumsOf = (notes: TDrillCount) => ({
    interactions: batch.sum('interactions', notes),
    likes: batch.sum('likes', notes),
    collects: batch.sum('collects', notes),
    platform_comments: batch.sum('platform_comments', notes),
    shares: batch.sum('shares', notes),
  });
  const ownComments = (span: DrillQuery, extra: DrillQuery = {}) =>
    batch.comments({ ...own, ...span, ...extra });
  const negativeRatio = (span: DrillQuery, extra: DrillQuery = {}) =>
    batch.ratio(ownComments(span, { ...extra, cls_type: 0 }), ownComments(span, extra));
  /** A group's notes and their sums by the note list's filter, its comments by the comment list's. */
  const group = (noteExtra: DrillQuery, commentExtra: DrillQuery = noteExtra) => {
    const notes = batch.notes({ ...own, ...current, ...noteExtra });
    return {
      notes,
      ...sumsOf(notes),
      comments: ownComments(current, commentExtra),
      negative_ratio: negativeRatio(current, commentExtra),
      leads: ownComments(current, { ...commentExtra, cls_type: 1 }),
    };
  };

  const notesNow = batch.notes({ ...own, ...current });
  const periodNotes = snapshot.select(noteFilterOf({ ...own, ...current }));
  const ranked = [...periodNotes].sort(
    (a, b) =>
      noteMetric(b, 'interactions') - noteMetric(a, 'interactions') ||
      b.published_at - a.published_at ||
      b.id - a.id,
  );
  const noteEffect = (note: DashboardNoteRow): TNoteEffect => {
    const ofNote = { target_platform: platform, note_id: note.id };
    const held = batch.comments(ofNote);
    return {
      note: dashboardNote(note),
      interactions: noteMetric(note, 'interactions'),
      comments: held,
      negative_ratio: batch.ratio(batch.comments({ ...ofNote, cls_type: 0 }), held),
      leads: batch.comments({ ...ofNote, cls_type: 1 }),
    };
  };

  const accounts = new Map<string, string>();
  for (const note of periodNotes)
    if (!accounts.has(note.author_id)) accounts.set(note.author_id, note.author_name);

  return {
    period: periodOnWire(period),
    notes: batch.compared(notesNow, batch.notes({ ...own, ...previous })),
    sums: sumsOf(notesNow),
    comments: batch.compared(ownComments(current), ownComments(previous)),
    negative_ratio: batch.comparedRatio(negativeRatio(current), negativeRatio(previous)),
    leads: batch.compared(ownComments(current, { cls_type: 1 }), ownComments(previous, { cls_type: 1 })),
    trend: period.days.map((day) => {
      const span = spanOf(day.from, day.to);
      const notes = batch.notes({ ...own, ...span });
      return {
        date: day.date,
        notes,
        interactions: batch.sum('interactions', notes),
        comments: ownComments(span),
        negative: ownComments(span, { cls_type: 0 }),
        leads: ownComments(span, { cls_type: 1 }),
      };
    }),
    top_notes: ranked.slice(0, RANKED_NOTES).map(noteEffect),
    bottom_notes: ranked.slice(-RANKED_NOTES).reverse().map(noteEffect),
    // The note list names the publishing account `author_id`, the comment list `account`.
    by_account: [...accounts].map(([authorId, name]) => ({
      account: { author_id: authorId, name },
      ...group({ author_id: authorId }, { account: authorId }),
    })),
    by_product_line: linesOf(context).map((line) => ({
      product_line: { id: line.id, name: line.name },
      ...group({ product_line_id: line.id }),
    })),
    by_product: productsOf(context).map((product) => ({
      product: { id: product.id, name: shownName(product) },
      ...group({ product_id: product.id }),
    })),
  };
};
