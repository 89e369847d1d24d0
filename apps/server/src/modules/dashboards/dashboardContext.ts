import {
  sentNoteLink,
  type TCommentSample,
  type TDashboardNote,
  type TDashboardQuery,
  type TPlatform,
} from '@notedesk/contract';
import { toIso } from '../../time';
import type { DashboardPeriod } from './dashboardPeriod';
import type { DrillBatch, DrillQuery } from './drillBatch';
import type { NoteCommentCounts, NoteSnapshot } from './noteSnapshot';
import type { DashboardNoteRow, DashboardRepository } from './repository';

type Rows<K extends keyof DashboardRepository> = Awaited<ReturnType<DashboardRepository[K]>>;

/** The tenant's tracking setup and staff, as the dashboards group by them. */
export type DashboardSetup = {
  brands: Rows<'brands'>;
  productLines: Rows<'productLines'>;
  products: Rows<'products'>;
  categoryKeywords: string[];
  staff: Rows<'staff'>;
};

/** A time span as the lists take it (ISO instants, end exclusive). */
export type TimeSpan = { start_time: string; end_time: string };

/** Everything one dashboard answer is built from; counts go through `batch` (see drillBatch.ts). */
export type DashboardContext = {
  tenantId: number;
  platform: TPlatform;
  period: DashboardPeriod;
  current: TimeSpan;
  previous: TimeSpan;
  /** The brand / product line / product filters of the query, in the lists' names (absent: no filter). */
  filters: { brand_id?: number; product_line_id?: number; product_id?: number };
  batch: DrillBatch;
  setup: DashboardSetup;
  /** The live notes of the period and the previous one. */
  snapshot: NoteSnapshot;
  /** The first `size` rows of a comment list and its total. */
  commentSample: (query: DrillQuery, size: number) => Promise<TCommentSample>;
  /** Loads every period note's comment counts (live, negative) and answers them by note id. */
  noteCommentCounts: () => Promise<(noteId: number) => NoteCommentCounts>;
  /** Words recurring in the newest comments of a comment list (jieba, stop words out). */
  recurringWords: (query: DrillQuery, limit: number) => Promise<string[]>;
};

export const spanOf = (from: number, to: number): TimeSpan => ({
  start_time: toIso(from),
  end_time: toIso(to),
});

/** The query's brand / product line / product filters under the lists' canonical names. */
export const filtersOf = (query: TDashboardQuery): DashboardContext['filters'] => ({
  brand_id: query.brand_id,
  product_line_id: query.product_line_id ?? query.expand2,
  product_id: query.product_id ?? query.expand1,
});

/** Product lines the filters leave in (a filtered brand's, the filtered line, the filtered product's line). */
export const linesOf = (context: DashboardContext) => {
  const { brand_id, product_line_id, product_id } = context.filters;
  const product = context.setup.products.find((candidate) => candidate.id === product_id);
  return context.setup.productLines.filter(
    (line) =>
      (brand_id === undefined || line.brand_id === brand_id) &&
      (product_line_id === undefined || line.id === product_line_id) &&
      (product_id === undefined || line.id === product?.product_line_id),
  );
};

/** Products the filters leave in. */
export const productsOf = (context: DashboardContext) => {
  const { brand_id, product_line_id, product_id } = context.filters;
  return context.setup.products.filter(
    (product) =>
      (brand_id === undefined || product.brand_id === brand_id) &&
      (product_line_id === undefined || product.product_line_id === product_line_id) &&
      (product_id === undefined || product.id === product_id),
  );
};

/**
 * The notes that make up a brand's voice (rank, share of voice): every live note carrying the brand, whatever
 * its source. The matcher gives a competitor's official posts source `brand` (they name their brand) and the
 * tenant's own official posts source `own`; counting `brand` alone would leave out exactly the own brand's
 * official voice. Category notes carry no brand.
 */
export const brandVoiceOf = (platform: TPlatform, span: TimeSpan, brandId: number) => ({
  target_platform: platform,
  ...span,
  brand_id: brandId,
});

/** What staff see as a name: the display name, else the internal one. */
export const shownName = (row: { name: string; display_name?: string }) => row.display_name || row.name;

export const brandRef = (brand: DashboardSetup['brands'][number]) => ({
  id: brand.id,
  name: shownName(brand),
  is_own: brand.is_own === 1,
});

export const dashboardNote = (note: DashboardNoteRow): TDashboardNote => ({
  id: note.id,
  platform_note_id: note.platform_note_id,
  title_desc: note.title || note.description.slice(0, 80),
  author_id: note.author_id,
  author_name: note.author_name,
  note_url: sentNoteLink(note.platform, note.platform_note_id, note.note_url),
  published_at: toIso(note.published_at),
  fans_count: note.author_fans_count,
  likes: note.liked_count,
  collects: note.collected_count,
  shares: note.share_count,
  platform_comments: note.comment_count,
});
