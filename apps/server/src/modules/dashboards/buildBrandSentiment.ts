import { NEG_TYPES, SENTIMENTS, type TBrandSentiment, type TDashboardQuery } from '@notedesk/contract';
import {
  brandRef,
  brandVoiceOf,
  type DashboardContext,
  linesOf,
  productsOf,
  shownName,
  spanOf,
} from './dashboardContext';
import { periodOnWire } from './dashboardPeriod';
import type { DrillQuery } from './drillBatch';

const TODO_COMMENTS = 10;
const COMPLAINT_WORDS = 20;

/** The brand a brand page answers for: the one asked for, else the tenant's own brand (if any). */
export const pageBrand = (context: DashboardContext, query: TDashboardQuery) => {
  const brandId = query.brand_id ?? context.setup.brands.find((brand) => brand.is_own === 1)?.id;
  const brand = context.setup.brands.find((candidate) => candidate.id === brandId);
  return { brandId, brand: brand ? brandRef(brand) : null };
};

/** Brand sentiment (comment monitoring): how the comments about a brand feel, and what they complain about. */
export const buildBrandSentiment = async (
  context: DashboardContext,
  query: TDashboardQuery,
): Promise<TBrandSentiment> => {
  const { batch, current, previous, period, platform, filters, setup } = context;
  const { brandId, brand } = pageBrand(context, query);
  const base = { target_platform: platform, ...filters, brand_id: brandId };
  // Product lines and products of the brand answered for.
  const scoped = { ...context, filters: { ...filters, brand_id: brandId } };
  const comments = (span: DrillQuery, extra: DrillQuery = {}) =>
    batch.comments({ ...base, ...span, ...extra });
  const negativeRatio = (span: DrillQuery, extra: DrillQuery = {}) =>
    batch.ratio(comments(span, { ...extra, cls_type: 0 }), comments(span, extra));
  const group = (extra: DrillQuery) => ({
    comments: comments(current, extra),
    negative: comments(current, { ...extra, cls_type: 0 }),
    negative_ratio: negativeRatio(current, extra),
  });

  const words = await context.recurringWords({ ...base, ...current, cls_type: 0 }, COMPLAINT_WORDS);
  const complaintWords = words.map((word) => ({
    word,
    comments: comments(current, { cls_type: 0, q: word }),
  }));
  batch.after(() => complaintWords.sort((a, b) => b.comments.value - a.comments.value));

  // Voice: the notes carrying each tracked brand (any source, see brandVoiceOf) and their comments, whatever
  // the brand filter.
  const voices = setup.brands.map((tracked) => {
    const mention = brandVoiceOf(platform, current, tracked.id);
    return {
      brand: brandRef(tracked),
      notes: batch.notes(mention),
      comments: batch.comments(mention),
      share: 0,
    };
  });
  batch.after(() => {
    const total = voices.reduce((sum, voice) => sum + voice.comments.value, 0);
    for (const voice of voices)
      voice.share = total === 0 ? 0 : Math.round((voice.comments.value / total) * 10000) / 10000;
    voices.sort((a, b) => b.comments.value - a.comments.value || a.brand.id - b.brand.id);
  });

  return {
    period: periodOnWire(period),
    brand,
    comments: batch.compared(comments(current), comments(previous)),
    negative: batch.compared(comments(current, { cls_type: 0 }), comments(previous, { cls_type: 0 })),
    negative_ratio: batch.comparedRatio(negativeRatio(current), negativeRatio(previous)),
    trend: period.days.map((day) => {
      const span = spanOf(day.from, day.to);
      const [positive, neutral, negative] = SENTIMENTS.map((sentiment) => comments(span, { sentiment }));
      return { date: day.date, positive: positive!, neutral: neutral!, negative: negative! };
    }),
    neg_types: NEG_TYPES.map((negType) => ({
      neg_type: negType,
      comments: comments(current, { cls_type: 0, neg_type: negType }),
    })),
    todo: await context.commentSample(
      { ...base, ...current, cls_type: 0, process_status: 0, sort: 'likes_desc' },
      TODO_COMMENTS,
    ),
    complaint_words: complaintWords,
    by_product_line: linesOf(scoped).map((line) => ({
      product_line: { id: line.id, name: line.name },
      ...group({ product_line_id: line.id }),
    })),
    by_product: productsOf(scoped).map((product) => ({
      product: { id: product.id, name: shownName(product) },
      ...group({ product_id: product.id }),
    })),
    share_of_voice: voices,
  };
};
