import { NEG_TYPES, type TProductOpportunity } from '@notedesk/contract';
import { brandRef, type DashboardContext, productsOf, shownName } from './dashboardContext';
import { periodOnWire } from './dashboardPeriod';
import type { DrillQuery } from './drillBatch';

const REQUIREMENT_WORDS = 20;

/** Product / category opportunity: what category notes' commenters want, miss, and dislike in competitors. */
export const buildProductOpportunity = async (context: DashboardContext): Promise<TProductOpportunity> => {
  const { batch, current, previous, period, platform, filters, setup } = context;
  const category = { target_platform: platform, ...filters, source: 'category' };
  const comments = (span: DrillQuery, extra: DrillQuery = {}) =>
    batch.comments({ ...category, ...span, ...extra });
  const demand = (extra: DrillQuery) => ({
    purchase_intention: comments(current, { ...extra, content_type: 'purchase_intention' }),
    purchase_consultation: comments(current, { ...extra, content_type: 'purchase_consultation' }),
    product_consultation: comments(current, { ...extra, content_type: 'product_consultation' }),
  });

  const requirement = { content_type: 'customer_requirement' };
  const words = await context.recurringWords({ ...category, ...current, ...requirement }, REQUIREMENT_WORDS);
  const requirementWords = words.map((word) => ({
    word,
    comments: comments(current, { ...requirement, q: word }),
  }));
  batch.after(() => requirementWords.sort((a, b) => b.comments.value - a.comments.value));

  // Complaints about competitors: negative comments on notes of each competitor brand (any source).
  const competitors = setup.brands
    .filter((brand) => brand.is_own !== 1)
    .map((brand) => {
      const about = { target_platform: platform, ...current, brand_id: brand.id, cls_type: 0 };
      return {
        brand: brandRef(brand),
        negative: batch.comments(about),
        neg_types: NEG_TYPES.map((negType) => ({
          neg_type: negType,
          comments: batch.comments({ ...about, neg_type: negType }),
        })),
      };
    });

  const rising = setup.categoryKeywords.map((keyword) => ({
    keyword,
    comments: batch.compared(comments(current, { keyword }), comments(previous, { keyword })),
  }));
  batch.after(() =>
    rising.sort(
      (a, b) =>
        b.comments.value - b.comments.previous.value - (a.comments.value - a.comments.previous.value) ||
        a.keyword.localeCompare(b.keyword),
    ),
  );

  return {
    period: periodOnWire(period),
    notes: batch.notes({ ...category, ...current }),
    comments: comments(current),
    demand: demand({}),
    by_product: productsOf(context).map((product) => ({
      product: { id: product.id, name: shownName(product) },
      ...demand({ product_id: product.id }),
    })),
    by_keyword: setup.categoryKeywords.map((keyword) => ({ keyword, ...demand({ keyword }) })),
    requirements: { comments: comments(current, requirement), words: requirementWords },
    competitor_complaints: competitors,
    rising_keywords: rising,
  };
};
