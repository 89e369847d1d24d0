import type { TBrandReviewQuery, TCommentListQuery, TDashboardQuery, TPlatform } from '@notedesk/contract';
import { ZCommentListQuery } from '@notedesk/contract';
import { chunks } from '../../chunks';
import type { AppDeps } from '../../deps';
import type { AuthContext } from '../auth/authContext';
import { createSegmenter, type Segmenter } from '../classify/segment';
import type { CommentListIndex } from '../comments/listIndex/createCommentListIndex';
import { createCommentRepository } from '../comments/repository';
import type { CommentService } from '../comments/service';
import { createNoteRepository } from '../notes/repository';
import { buildBrandReview } from './buildBrandReview';
import { buildBrandSentiment } from './buildBrandSentiment';
import { buildOverview } from './buildOverview';
import { buildProductOpportunity } from './buildProductOpportunity';
import { buildPublicationEffect } from './buildPublicationEffect';
import { type AnswerCacheOptions, createAnswerCache } from './createAnswerCache';
import { createNoteStore } from './createNoteStore';
import { type DashboardContext, filtersOf, spanOf } from './dashboardContext';
import { dashboardPeriod } from './dashboardPeriod';
import {
  commentDrillOf,
  commentFilterOf,
  createDrillBatch,
  type DrillCounters,
  type DrillQuery,
  onWire,
} from './drillBatch';
import { createNoteSnapshot, type NoteCommentCounts, type NoteSnapshot } from './noteSnapshot';
import { loadStopWords, recurringWords } from './recurringWords';
import { createDashboardRepository } from './repository';

/** Newest comments read for recurring words (jieba over more costs more than it tells). */
const WORD_SAMPLE = 1000;
/** Note ids per SQL statement when counting their comments without the list index. */
const SQL_ID_CHUNK = 5000;

export type DashboardServiceOptions = { cache?: AnswerCacheOptions };

/**
 * The five dashboards. Every count is a list query counted by the list's own means: comments by the
 * in-memory list index (one catch-up per answer) or, without one, the list's SQL count; notes from the
 * period's notes read once, or the note list's SQL count for what memory cannot answer.
 */
export const createDashboardService = (
  deps: AppDeps,
  commentService: CommentService,
  listIndex: CommentListIndex | undefined,
  options: DashboardServiceOptions = {},
) => {
  const repository = createDashboardRepository(deps.db, deps.dialect);
  const noteStore = createNoteStore(repository, { now: deps.now });
  const comments = createCommentRepository(deps.db, deps.dialect);
  const notes = createNoteRepository(deps.db, deps.dialect);
  const cache = createAnswerCache(options.cache ?? {}, deps.now);
  let segmenter: Segmenter | undefined;
  let stopWords: ReadonlySet<string> | undefined;

  /** Every snapshot note's live comments and negative ones: the list index's per-note tallies, else SQL. */
  const loadNoteCommentCounts = async (tenantId: number, snapshot: NoteSnapshot, platform: TPlatform) => {
    const ids = snapshot.notes.map((note) => note.id);
    const perNote = ids.flatMap((noteId) => [
      { platform, noteId },
      { platform, noteId, clsTypes: [0] },
    ]);
    const indexed = await listIndex?.countMany(tenantId, perNote);
    const counts = new Map<number, NoteCommentCounts>();
    if (indexed) {
      ids.forEach((noteId, i) => {
        counts.set(noteId, { total: indexed[2 * i]!, negative: indexed[2 * i + 1]! });
      });
    } else {
      for (const chunk of chunks(ids, SQL_ID_CHUNK)) {
        const stats = await notes.commentStats(tenantId, chunk);
        for (const [noteId, stat] of stats)
          counts.set(noteId, { total: stat.total, negative: stat.negative });
      }
    }
    snapshot.setCommentCounts(counts);
  };

  const countersOf = (tenantId: number, snapshot: NoteSnapshot, platform: TPlatform): DrillCounters => ({
    comments: async (filters) => {
      const indexed = await listIndex?.countMany(tenantId, filters);
      if (indexed) return indexed;
      const totals: number[] = [];
      for (const filter of filters) totals.push(await comments.count(tenantId, filter));
      return totals;
    },
    notes: async (filters) => {
      if (!snapshot.hasCommentCounts() && filters.some(snapshot.needsCommentCounts)) {
        await loadNoteCommentCounts(tenantId, snapshot, platform);
      }
      const totals: number[] = [];
      for (const filter of filters) {
        totals.push(snapshot.covers(filter) ? snapshot.count(filter) : await notes.count(tenantId, filter));
      }
      return totals;
    },
    noteSums: async (requests) =>
      requests.map(({ filter, metric }) => {
        if (!snapshot.covers(filter)) throw new Error('note sums are over the period read');
        return snapshot.sum(filter, metric);
      }),
  });

  const contextOf = async (caller: AuthContext, query: TDashboardQuery): Promise<DashboardContext> => {
    const period = dashboardPeriod(query, deps.now());
    const { tenantId } = caller;
    const platform = query.target_platform;
    const [brands, productLines, products, categoryKeywords, staff, periodNotes] = await Promise.all([
      repository.brands(tenantId),
      repository.productLines(tenantId),
      repository.products(tenantId),
      repository.categoryKeywords(tenantId, platform),
      repository.staff(tenantId),
      noteStore.notesBetween(tenantId, platform, period.previousFrom, period.to),
    ]);
    const snapshot = createNoteSnapshot(periodNotes, period.previousFrom, period.to);
    return {
      tenantId,
      platform,
      period,
      current: spanOf(period.from, period.to),
      previous: spanOf(period.previousFrom, period.previousTo),
      filters: filtersOf(query),
      batch: createDrillBatch(),
      setup: { brands, productLines, products, categoryKeywords, staff },
      snapshot,
      commentSample: async (sampleQuery: DrillQuery, size: number) => {
        const listQuery: TCommentListQuery = ZCommentListQuery.parse({
          ...onWire(sampleQuery),
          page: '1',
          page_size: String(size),
        });
        const page = await commentService.list(caller, listQuery);
        return { list: { value: page.total, drill: commentDrillOf(sampleQuery) }, items: page.items };
      },
      noteCommentCounts: async () => {
        await loadNoteCommentCounts(tenantId, snapshot, platform);
        return snapshot.commentCountsOf;
      },
      recurringWords: async (wordsQuery: DrillQuery, limit: number) => {
        const filter = commentFilterOf(wordsQuery);
        const texts =
          (await listIndex?.newestTexts(tenantId, filter, WORD_SAMPLE)) ??
          (await comments.contents(tenantId, filter, WORD_SAMPLE));
        segmenter ??= createSegmenter();
        stopWords ??= loadStopWords();
        return recurringWords(segmenter, stopWords, texts, limit);
      },
    };
  };

  /** Builds an answer: the builder declares its counts, one batch counts them all. */
  const answer = async <Q extends TDashboardQuery, T>(
    name: string,
    caller: AuthContext,
    query: Q,
    build: (context: DashboardContext) => Promise<T>,
  ): Promise<T> => {
    const compute = async () => {
      const context = await contextOf(caller, query);
      const built = await build(context);
      await context.batch.run(countersOf(caller.tenantId, context.snapshot, context.platform));
      return built;
    };
    if (!cache.enabled) return compute();
    const period = dashboardPeriod(query, deps.now());
    const key = JSON.stringify([name, caller.tenantId, query, period.from, period.to]);
    return cache.through(key, await repository.dataVersion(caller.tenantId), compute);
  };

  return {
    overview: (caller: AuthContext, query: TDashboardQuery) =>
      answer('overview', caller, query, buildOverview),
    publicationEffect: (caller: AuthContext, query: TDashboardQuery) =>
      answer('publication-effect', caller, query, buildPublicationEffect),
    brandSentiment: (caller: AuthContext, query: TDashboardQuery) =>
      answer('brand-sentiment', caller, query, (context) => buildBrandSentiment(context, query)),
    brandReview: (caller: AuthContext, query: TBrandReviewQuery) =>
      answer('brand-review', caller, query, (context) => buildBrandReview(context, query)),
    productOpportunity: (caller: AuthContext, query: TDashboardQuery) =>
      answer('product-opportunity', caller, query, buildProductOpportunity),
  };
};

export type DashboardService = ReturnType<typeof createDashboardService>;
