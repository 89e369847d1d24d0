import type { CommentFilter, CommentSort } from '../commentFilter';
import { cacheKey } from './cacheKey';
import { CommentColumns } from './commentColumns';
import { type CommentRowCache, createCommentRowCache } from './commentRowCache';
import { type IndexedPage, queryComments } from './queryComments';
import type { ListIndexRepository } from './repository';

export type CommentListIndexOptions = {
  /** Tenants with fewer live comments are answered by SQL alone (fast enough, nothing to keep in memory). */
  minComments?: number;
  /** How often a small tenant's size is checked again. */
  recheckMs?: number;
  /** Rows saved up to this long before the newest change seen are read again, for clocks a little apart. */
  clockSlackMs?: number;
  batchSize?: number;
  /** Answers kept per tenant for repeated queries; any change to the tenant's comments empties them. */
  cacheSize?: number;
  /** Built rows kept per tenant (see commentRowCache); 0 reads every page's rows from the database. */
  rowCacheSize?: number;
  now?: () => number;
};

type TenantIndex = {
  columns: CommentColumns;
  seenUpdatedAt: number;
  seenMaxId: number;
  seenNamesVersion: number;
  rows: CommentRowCache;
  /** The catch-up under way, and the one that starts after it (shared by everyone who asks meanwhile). */
  running: Promise<void> | undefined;
  queued: Promise<void> | undefined;
  /** Answers by query, valid for `cachedGeneration` of the columns only. */
  cache: Map<string, IndexedPage>;
  cachedGeneration: number;
};

type TenantState =
  | { kind: 'small'; checkedAt: number }
  | { kind: 'loading'; loaded: Promise<void> }
  | { kind: 'ready'; index: TenantIndex };

/**
 * The comment list at scale (DESIGN §7: p95 ≤ 50 ms at 1,000,000 comments, total included). Counting an
 * arbitrary filter combination in SQL reads every matching row; the list of a large tenant is instead
 * answered from its filter columns and text held in memory (about 140 bytes a comment), and only the rows shown
 * are read from the database. Before each query the columns catch up with what changed since (newest
 * `updated_at` and highest id are index look-ups), so every server answers from the database's current
 * state; while a tenant loads, SQL answers.
 */
export const createCommentListIndex = (
  repository: ListIndexRepository,
  options: CommentListIndexOptions = {},
) => {
  const minComments = options.minComments ?? 50_000;
  const recheckMs = options.recheckMs ?? 5 * 60_000;
  const clockSlackMs = options.clockSlackMs ?? 5 * 60_000;
  const batchSize = options.batchSize ?? 20_000;
  const cacheSize = options.cacheSize ?? 1000;
  const rowCacheSize = options.rowCacheSize ?? 5000;
  const now = options.now ?? Date.now;
  const tenants = new Map<number, TenantState>();

  const load = async (tenantId: number): Promise<TenantIndex> => {
    // Read the version first: anything saved while loading is caught by the first sync.
    const version = await repository.version(tenantId);
    const columns = new CommentColumns();
    let afterId = 0;
    for (;;) {
      const rows = await repository.loadAfter(tenantId, afterId, batchSize);
      for (const row of rows) columns.put(row);
      if (rows.length < batchSize) break;
      afterId = rows[rows.length - 1]!.id;
    }
    for (const platform of [0, 1]) columns.orderOf(platform).warm();
    return {
      columns,
      seenUpdatedAt: version.maxUpdatedAt,
      seenMaxId: Math.max(version.maxId, afterId),
      seenNamesVersion: version.namesVersion,
      rows: createCommentRowCache(rowCacheSize),
      running: undefined,
      queued: undefined,
      cache: new Map(),
      cachedGeneration: columns.generation,
    };
  };

  const startLoading = (tenantId: number): Promise<void> => {
    const loaded = load(tenantId).then(
      (index) => {
        tenants.set(tenantId, { kind: 'ready', index });
      },
      () => {
        tenants.delete(tenantId);
      },
    );
    tenants.set(tenantId, { kind: 'loading', loaded });
    return loaded;
  };

  /** The tenant's index when it has one ready; starts loading a large tenant's in the background. */
  const indexOf = async (tenantId: number): Promise<TenantIndex | undefined> => {
    const state = tenants.get(tenantId);
    if (state?.kind === 'ready') return state.index;
    if (state?.kind === 'loading') return undefined;
    if (state?.kind === 'small' && now() - state.checkedAt < recheckMs) return undefined;
    if ((await repository.liveCount(tenantId)) < minComments) {
      tenants.set(tenantId, { kind: 'small', checkedAt: now() });
      return undefined;
    }
    void startLoading(tenantId);
    return undefined;
  };

  /** Applies what changed since the last look. */
  const sync = async (tenantId: number, index: TenantIndex): Promise<void> => {
    const version = await repository.version(tenantId);
    if (version.namesVersion !== index.seenNamesVersion) {
      index.rows.clear();
      index.seenNamesVersion = version.namesVersion;
    }
    if (version.maxUpdatedAt <= index.seenUpdatedAt && version.maxId <= index.seenMaxId) return;
    const rows = await repository.changedSince(tenantId, index.seenUpdatedAt - clockSlackMs, index.seenMaxId);
    for (const row of rows) index.columns.put(row);
    index.rows.forget(rows.map((row) => row.id));
    index.seenUpdatedAt = Math.max(index.seenUpdatedAt, version.maxUpdatedAt);
    index.seenMaxId = Math.max(index.seenMaxId, version.maxId);
  };

  const runSync = (tenantId: number, index: TenantIndex): Promise<void> => {
    const run = sync(tenantId, index).finally(() => {
      if (index.running === run) index.running = undefined;
    });
    index.running = run;
    return run;
  };

  /**
   * Resolves once a catch-up that started after this call has finished, so a query sees every write saved
   * before it arrived. One catch-up at a time per tenant; callers arriving while one runs share the next.
   */
  const catchUp = (tenantId: number, index: TenantIndex): Promise<void> => {
    if (index.queued) return index.queued;
    if (!index.running) return runSync(tenantId, index);
    const queued = index.running
      .catch(() => undefined)
      .then(() => {
        index.queued = undefined;
        return runSync(tenantId, index);
      });
    index.queued = queued;
    return queued;
  };

  /** The answer from the cache when the columns have not changed since it was computed. */
  const answer = (
    index: TenantIndex,
    filter: CommentFilter,
    sort: CommentSort,
    limit: number,
    offset: number,
  ): IndexedPage => {
    const { columns, cache } = index;
    if (index.cachedGeneration !== columns.generation) {
      cache.clear();
      index.cachedGeneration = columns.generation;
    }
    const key = cacheKey(filter, sort, limit, offset);
    const cached = cache.get(key);
    if (cached) return cached;
    const page = queryComments(columns, filter, sort, limit, offset);
    if (cacheSize === 0) return page;
    if (cache.size >= cacheSize) cache.delete(cache.keys().next().value as string);
    cache.set(key, page);
    return page;
  };

  return {
    /**
     * A page and total from memory, with the tenant's cache of built rows (true as of this answer), or
     * undefined when SQL should answer (small tenant, still loading).
     */
    query: async (
      tenantId: number,
      filter: CommentFilter,
      sort: CommentSort,
      limit: number,
      offset: number,
    ): Promise<(IndexedPage & { rows: CommentRowCache }) | undefined> => {
      const index = await indexOf(tenantId);
      if (!index) return undefined;
      await catchUp(tenantId, index);
      const page = answer(index, filter, sort, limit, offset);
      // A copy: callers may change what they get without touching the cache.
      return { total: page.total, ids: [...page.ids], rows: index.rows };
    },

    /** Loads every tenant that is large enough, and waits (start-up and benchmarks). */
    warmUp: async (): Promise<void> => {
      for (const tenantId of await repository.tenantIds()) {
        if ((await repository.liveCount(tenantId)) >= minComments) await startLoading(tenantId);
      }
    },
  };
};

export type CommentListIndex = ReturnType<typeof createCommentListIndex>;
