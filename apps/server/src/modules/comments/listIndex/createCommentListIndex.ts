import { readByIdBatches } from '../../../db/readByIdBatches';
import type { CommentFilter, CommentSort } from '../commentFilter';
import { cacheKey } from './cacheKey';
import { CommentColumns } from './commentColumns';
import { type CommentRowCache, createCommentRowCache } from './commentRowCache';
import { countFilters } from './countFilters';
import { type IndexedPage, newestTexts, queryComments } from './queryComments';
import type { ListIndexRepository } from './repository';

export type CommentListIndexOptions = {
  /**
   * Tenants with fewer comments are loaded while their first list request waits (a few milliseconds a
   * thousand comments); larger ones load in the background while SQL answers.
   */
  waitBelow?: number;
  /**
   * Memory the indexes of all tenants may take together (estimated, see `bytesOf`). Beyond it the least
   * recently listed tenants are dropped (loaded again when next listed); a tenant larger than all of it is
   * answered by SQL.
   */
  maxBytes?: number;
  /** How often a tenant found too large for `maxBytes` is measured again. */
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

/**
 * Estimated memory per comment in the columns (typed arrays, lower-case text, position map, row orders and
 * bitsets), per built row in the row cache, and per cached answer: the heap measured on the scale data set
 * (bench/indexMemory.ts: 168 and 578 bytes) with a margin.
 */
const COLUMN_BYTES = 200;
const ROW_BYTES = 1000;
const ANSWER_BYTES = 400;

/** How long after the newest change a read may still miss writes stamped with that same time. */
const SAME_TIME_MS = 1000;

type TenantIndex = {
  columns: CommentColumns;
  seenUpdatedAt: number;
  /** Our clock when the rows were last read (see `sync`). */
  readAt: number;
  seenMaxId: number;
  seenNamesVersion: number;
  /** The database's change stamp read before the last catch-up (SQLite; see `sync`). */
  seenStamp: string | undefined;
  rows: CommentRowCache;
  /** The catch-up under way, and the one that starts after it (shared by everyone who asks meanwhile). */
  running: Promise<void> | undefined;
  queued: Promise<void> | undefined;
  /** Answers by query, valid for `cachedGeneration` of the columns only. */
  cache: Map<string, IndexedPage>;
  cachedGeneration: number;
};

type TenantState =
  | { kind: 'tooLarge'; checkedAt: number }
  | { kind: 'loading'; loaded: Promise<TenantIndex | undefined>; waited: boolean }
  | { kind: 'ready'; index: TenantIndex };

/**
 * The comment list at scale (DESIGN §7: p95 ≤ 50 ms at 1,000,000 comments, total included; p99 ≤ 250 ms
 * under 200 clients for every tenant size). Counting an arbitrary filter combination in SQL reads every
 * matching row, and even a small tenant's two queries per request queue up under load; the list is instead
 * answered from the tenant's filter columns and text held in memory, and only the rows shown are read from
 * the database. Before each query the columns catch up with what changed since (newest `updated_at` and
 * highest id are index look-ups), so every server answers from the database's current state; while a large
 * tenant loads, SQL answers. Memory stays within `maxBytes`: least recently listed tenants are dropped.
 */
export const createCommentListIndex = (
  repository: ListIndexRepository,
  options: CommentListIndexOptions = {},
) => {
  const waitBelow = options.waitBelow ?? 50_000;
  const maxBytes = options.maxBytes ?? 512 * 1024 * 1024;
  const recheckMs = options.recheckMs ?? 5 * 60_000;
  const clockSlackMs = options.clockSlackMs ?? 5 * 60_000;
  const batchSize = options.batchSize ?? 20_000;
  const cacheSize = options.cacheSize ?? 1000;
  const rowCacheSize = options.rowCacheSize ?? 5000;
  const now = options.now ?? Date.now;
  /** In order of last use, least recent first (a Map keeps insertion order; a use moves a tenant last). */
  const tenants = new Map<number, TenantState>();

  const bytesFor = (comments: number) =>
    comments * COLUMN_BYTES + Math.min(rowCacheSize, comments) * ROW_BYTES + cacheSize * ANSWER_BYTES;
  const bytesOf = (index: TenantIndex) => bytesFor(index.columns.length);

  /** Drops the least recently used tenants (never `keep`) until the loaded ones fit in `maxBytes`. */
  const dropBeyondBudget = (keep: number) => {
    let total = 0;
    for (const state of tenants.values()) if (state.kind === 'ready') total += bytesOf(state.index);
    for (const [tenantId, state] of tenants) {
      if (total <= maxBytes) return;
      if (tenantId === keep || state.kind !== 'ready') continue;
      tenants.delete(tenantId);
      total -= bytesOf(state.index);
    }
  };

  const touch = (tenantId: number, state: TenantState) => {
    tenants.delete(tenantId);
    tenants.set(tenantId, state);
  };

  const load = async (tenantId: number): Promise<TenantIndex> => {
    const readAt = now();
    // Read the stamp and version first: anything saved while loading is caught by the first sync.
    const stamp = await repository.changeStamp();
    const version = await repository.version(tenantId);
    const columns = new CommentColumns();
    const lastId = await readByIdBatches(
      (afterId, limit) => repository.loadAfter(tenantId, afterId, limit),
      batchSize,
      (rows) => {
        for (const row of rows) columns.put(row);
      },
    );
    for (const platform of [0, 1]) columns.orderOf(platform).warm();
    return {
      columns,
      seenUpdatedAt: version.maxUpdatedAt,
      readAt,
      seenMaxId: Math.max(version.maxId, lastId),
      seenNamesVersion: version.namesVersion,
      seenStamp: stamp,
      rows: createCommentRowCache(rowCacheSize),
      running: undefined,
      queued: undefined,
      cache: new Map(),
      cachedGeneration: columns.generation,
    };
  };

  const startLoading = (tenantId: number, waited: boolean): Promise<TenantIndex | undefined> => {
    const loaded = load(tenantId).then(
      (index) => {
        tenants.set(tenantId, { kind: 'ready', index });
        dropBeyondBudget(tenantId);
        return index;
      },
      () => {
        tenants.delete(tenantId);
        return undefined;
      },
    );
    tenants.set(tenantId, { kind: 'loading', loaded, waited });
    return loaded;
  };

  /**
   * The tenant's index when it has one ready: a small tenant's is loaded now (the caller waits), a large
   * one's starts loading in the background (undefined meanwhile: SQL answers).
   */
  const indexOf = async (tenantId: number): Promise<TenantIndex | undefined> => {
    const state = tenants.get(tenantId);
    if (state?.kind === 'ready') {
      touch(tenantId, state);
      return state.index;
    }
    if (state?.kind === 'loading') return state.waited ? state.loaded : undefined;
    if (state?.kind === 'tooLarge' && now() - state.checkedAt < recheckMs) return undefined;
    const comments = await repository.liveCount(tenantId);
    // Another request may have started the load meanwhile.
    const current = tenants.get(tenantId);
    if (current && current.kind !== 'tooLarge') return indexOf(tenantId);
    if (bytesFor(comments) > maxBytes) {
      tenants.set(tenantId, { kind: 'tooLarge', checkedAt: now() });
      return undefined;
    }
    if (comments < waitBelow) return startLoading(tenantId, true);
    void startLoading(tenantId, false);
    return undefined;
  };

  /** The tenant's index, waiting for it to load if need be; undefined only for a tenant beyond `maxBytes`. */
  const readyIndex = async (tenantId: number): Promise<TenantIndex | undefined> => {
    const state = tenants.get(tenantId);
    if (state?.kind === 'loading') return state.loaded;
    const index = await indexOf(tenantId);
    if (index) return index;
    const started = tenants.get(tenantId);
    return started?.kind === 'loading' ? started.loaded : undefined;
  };

  /** Applies what changed since the last look. */
  const sync = async (tenantId: number, index: TenantIndex): Promise<void> => {
    // Nothing committed since the stamp read before the last catch-up: the index already has all of it.
    const stamp = await repository.changeStamp();
    if (stamp !== undefined && stamp === index.seenStamp) return;
    const readAt = now();
    const version = await repository.version(tenantId);
    if (version.namesVersion !== index.seenNamesVersion) {
      index.rows.clear();
      index.seenNamesVersion = version.namesVersion;
    }
    const moved = version.maxUpdatedAt > index.seenUpdatedAt || version.maxId > index.seenMaxId;
    // A write stamped with the newest time already seen (the same millisecond, or a clock a little behind)
    // does not move the version: while the last read came soon after that time, its rows are read again.
    const unsettled = index.readAt - index.seenUpdatedAt < SAME_TIME_MS;
    if (!moved && !unsettled) {
      index.seenStamp = stamp;
      return;
    }
    const rows = moved
      ? await repository.changedSince(tenantId, index.seenUpdatedAt - clockSlackMs, index.seenMaxId)
      : await repository.stampedSince(tenantId, index.seenUpdatedAt);
    index.readAt = readAt;
    const before = index.columns.length;
    for (const row of rows) index.columns.put(row);
    if (index.columns.length > before) dropBeyondBudget(tenantId);
    index.rows.forget(rows.map((row) => row.id));
    index.seenUpdatedAt = Math.max(index.seenUpdatedAt, version.maxUpdatedAt);
    index.seenMaxId = Math.max(index.seenMaxId, version.maxId);
    index.seenStamp = stamp;
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

  /** The filters with each `account` resolved to its notes' ids (the columns hold no note authors). */
  const withAccountNotes = async (tenantId: number, filters: CommentFilter[]): Promise<CommentFilter[]> => {
    const accounts = new Map<string, ReadonlySet<number>>();
    for (const { account } of filters) {
      if (account !== undefined && !accounts.has(account))
        accounts.set(account, new Set(await repository.notesOfAccount(tenantId, account)));
    }
    if (accounts.size === 0) return filters;
    return filters.map((filter) =>
      filter.account === undefined ? filter : { ...filter, accountNoteIds: accounts.get(filter.account) },
    );
  };

  return {
    /**
     * A page and total from memory, with the tenant's cache of built rows (true as of this answer), or
     * undefined when SQL should answer (a large tenant still loading, or one larger than `maxBytes`).
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
      const [resolved] = await withAccountNotes(tenantId, [filter]);
      await catchUp(tenantId, index);
      const page = answer(index, resolved!, sort, limit, offset);
      // A copy: callers may change what they get without touching the cache.
      return { total: page.total, ids: [...page.ids], rows: index.rows };
    },

    /**
     * The list's total for each filter, from one catch-up (the dashboards count hundreds of lists per
     * answer). Waits for a tenant still loading; undefined only when SQL must count (a tenant beyond `maxBytes`).
     */
    countMany: async (tenantId: number, filters: CommentFilter[]): Promise<number[] | undefined> => {
      const index = await readyIndex(tenantId);
      if (!index) return undefined;
      const resolved = await withAccountNotes(tenantId, filters);
      await catchUp(tenantId, index);
      return countFilters(
        index.columns,
        resolved,
        (filter) => answer(index, filter, 'time_desc', 0, 0).total,
      );
    },

    /** The lower-case text of the newest `limit` comments the filter selects; undefined: ask SQL. */
    newestTexts: async (
      tenantId: number,
      filter: CommentFilter,
      limit: number,
    ): Promise<string[] | undefined> => {
      const index = await readyIndex(tenantId);
      if (!index) return undefined;
      const [resolved] = await withAccountNotes(tenantId, [filter]);
      await catchUp(tenantId, index);
      return newestTexts(index.columns, resolved!, limit);
    },

    /**
     * Loads every tenant whose first request would otherwise be answered by SQL, and waits (start-up and
     * benchmarks); smaller ones load when first listed.
     */
    warmUp: async (): Promise<void> => {
      for (const tenantId of await repository.tenantIds()) {
        const comments = await repository.liveCount(tenantId);
        if (comments >= waitBelow && bytesFor(comments) <= maxBytes) await startLoading(tenantId, false);
      }
    },

    /** Tenants held in memory, least recently listed first, with their estimated bytes (tests, diagnostics). */
    held: (): Array<{ tenantId: number; bytes: number }> =>
      [...tenants].flatMap(([tenantId, state]) =>
        state.kind === 'ready' ? [{ tenantId, bytes: bytesOf(state.index) }] : [],
      ),
  };
};

export type CommentListIndex = ReturnType<typeof createCommentListIndex>;
