import { CONTENT_SOURCES, CONTENT_TYPES, NEG_TYPES, SENTIMENTS } from '@notedesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '../../../../db/createDb';
import { createTestDatabase, type TestDatabase } from '../../../../testing/testDatabase';
import { createRandom, type Random } from '../../../demo/createRandom';
import { createDemoContentRepository } from '../../../demo/demoContentRepository';
import { createDemoSetupRepository } from '../../../demo/demoSetupRepository';
import { seedDemo } from '../../../demo/seedDemo';
import { writeTenantContent } from '../../../demo/writeTenantContent';
import { createNoteRepository } from '../../../notes/repository';
import type { CommentFilter, CommentSort } from '../../commentFilter';
import { createCommentRepository } from '../../repository';
import { createCommentListIndex } from '../createCommentListIndex';
import { createListIndexRepository } from '../repository';

const DAY = 24 * 60 * 60 * 1000;
const SORTS: CommentSort[] = ['time_desc', 'time_asc', 'likes_desc'];

/** A subset of `values`, or (mostly) undefined: no filter. */
const someOf = <T>(random: Random, values: readonly T[]): T[] | undefined =>
  random.next() < 0.5
    ? undefined
    : values
        .filter(() => random.next() < 0.4)
        .slice(0, 3)
        .concat(random.pick(values));

const maybe = <T>(random: Random, value: () => T): T | undefined =>
  random.next() < 0.3 ? value() : undefined;

/**
 * The in-memory index must answer exactly what SQL answers: the same total and the same ids in the same
 * order, for filter combinations drawn at random over the demo tenant, before and after writes.
 */
describe('comment list index answers as SQL does', () => {
  const now = Date.UTC(2026, 10, 1, 12);
  let database: TestDatabase;
  let tenantId: number;
  let clock = now;

  beforeAll(async () => {
    database = await createTestDatabase();
    tenantId = (await seedDemo(database.handle, now)).tenantId;
  });
  afterAll(() => database.cleanup());

  const randomFilter = (random: Random): CommentFilter => {
    const from = maybe(random, () => now - random.int(1, 90) * DAY);
    return {
      platform: random.pick(['xhs', 'dy'] as const),
      from,
      to: maybe(random, () => (from ?? now - 90 * DAY) + random.int(1, 60) * DAY),
      sources: someOf(random, CONTENT_SOURCES),
      brandId: maybe(random, () => random.int(1, 3)),
      productLineId: maybe(random, () => random.int(1, 7)),
      productId: maybe(random, () => random.int(1, 9)),
      clsTypes: someOf(random, [0, 1, 2, 100]),
      sentiments: someOf(random, SENTIMENTS),
      negTypes: someOf(random, NEG_TYPES),
      contentTypes: someOf(random, CONTENT_TYPES),
      processStatuses: someOf(random, [0, 1, 2, 3]),
      staffId: maybe(random, () => random.int(1, 3)),
      hasReply: maybe(random, () => random.next() < 0.5),
      needsReview: maybe(random, () => random.next() < 0.2),
      noteId: maybe(random, () => random.int(1, 200)),
      text: maybe(random, () =>
        random.pick(['过敏', '回购', '多少钱', '烂脸了', '好用', 'a', 'YYDS', '%', '_']),
      ),
    };
  };

  /** An index over the database as it is now, warmed up, its clock past the last write. */
  const warmIndex = async () => {
    // Time moves on after the seed, as a real clock does (a frozen one keeps re-reading the seed's millisecond).
    clock += 2_000;
    const index = createCommentListIndex(
      createListIndexRepository(database.handle.db, database.handle.dialect),
      { now: () => clock },
    );
    await index.warmUp();
    return index;
  };

  const compare = async (seed: string, combinations: number, minNonEmpty: number) => {
    const comments = createCommentRepository(database.handle.db, database.dialect);
    const index = await warmIndex();
    const random = createRandom(seed);
    let nonEmpty = 0;
    for (let n = 0; n < combinations; n++) {
      const filter = randomFilter(random);
      const sort = random.pick(SORTS);
      const offset = random.pick([0, 0, 20, 40]);
      const indexed = await index.query(tenantId, filter, sort, 20, offset);
      const total = await comments.count(tenantId, filter);
      const rows = await comments.listPage(tenantId, filter, sort, 20, offset);
      expect(indexed, JSON.stringify(filter)).toBeDefined();
      expect({ total: indexed?.total, ids: indexed?.ids }, `${sort} ${JSON.stringify(filter)}`).toEqual({
        total,
        ids: rows.map((row) => row.id),
      });
      if (total > 0) nonEmpty++;
    }
    // The draw must exercise real results, not only empty ones.
    expect(nonEmpty).toBeGreaterThanOrEqual(minNonEmpty);
    return index;
  };

  // Hundreds of index answers each checked against two SQL queries: slow on a machine shared with other work.
  const MANY_QUERIES_MS = 120_000;

  it('for 300 random filter combinations, sorts and pages', { timeout: MANY_QUERIES_MS }, async () => {
    await compare('first', 300, 60);
  });

  it('counts many lists at once as SQL counts each: per note (all, negative, leads), per product, per text, spam', async () => {
    const comments = createCommentRepository(database.handle.db, database.dialect);
    const index = await warmIndex();
    const filters: CommentFilter[] = [];
    for (const platform of ['xhs', 'dy'] as const) {
      for (let noteId = 1; noteId <= 200; noteId++) {
        filters.push(
          { platform, noteId },
          { platform, noteId, clsTypes: [0] },
          { platform, noteId, clsTypes: [1] },
        );
      }
      for (let productId = 1; productId <= 9; productId++)
        filters.push({ platform, productId, clsTypes: [0] });
      for (const text of ['过敏', '好用', '多少钱']) filters.push({ platform, text });
      filters.push({ platform, spam: 'only' }, { platform, spam: 'all', noteId: 3 });
    }
    const expected: number[] = [];
    for (const filter of filters) expected.push(await comments.count(tenantId, filter));
    // The demo holds spam, which every count but spam=only|all leaves out: the check must meet some.
    const spam = await comments.count(tenantId, { platform: 'xhs', spam: 'only' });
    expect(spam + (await comments.count(tenantId, { platform: 'dy', spam: 'only' }))).toBeGreaterThan(0);
    expect(await index.countMany(tenantId, filters)).toEqual(expected);
  });

  it('after follow-up, labels, replies, deletes and restores made through the repositories', async () => {
    const comments = createCommentRepository(database.handle.db, database.dialect);
    const notes = createNoteRepository(database.handle.db, database.dialect);
    const index = await compare('before writes', 20, 0);
    clock += 60_000;
    const someIds = Array.from({ length: 40 }, (_, i) => i * 97 + 1);
    await comments.updateFollowUp(tenantId, someIds, { status: 2, staffId: 2, note: undefined, at: clock });
    await comments.updateLabels(tenantId, someIds.slice(0, 20), { cls_type: 0, neg_type: 'service' }, clock);
    await notes.softDelete(tenantId, 5, clock, 1);
    await notes.softDelete(tenantId, 6, clock, 1);
    clock += 60_000;
    const deleted = await notes.findById(tenantId, 6);
    await notes.restore(tenantId, 6, deleted?.deleted_at ?? 0, clock);
    const random = createRandom('after writes');
    for (let n = 0; n < 150; n++) {
      const filter = randomFilter(random);
      const sort = random.pick(SORTS);
      const indexed = await index.query(tenantId, filter, sort, 20, 0);
      const total = await comments.count(tenantId, filter);
      const rows = await comments.listPage(tenantId, filter, sort, 20, 0);
      expect({ total: indexed?.total, ids: indexed?.ids }, `${sort} ${JSON.stringify(filter)}`).toEqual({
        total,
        ids: rows.map((row) => row.id),
      });
    }
    const done = await index.query(
      tenantId,
      { platform: 'xhs', processStatuses: [2], staffId: 2 },
      'time_desc',
      20,
      0,
    );
    expect(done?.total).toBe(
      await comments.count(tenantId, { platform: 'xhs', processStatuses: [2], staffId: 2 }),
    );
  });

  it('never answers from its cache what a write has changed (follow-up, labels, text, new comments)', {
    timeout: MANY_QUERIES_MS,
  }, async () => {
    const comments = createCommentRepository(database.handle.db, database.dialect);
    const index = await warmIndex();
    const random = createRandom('cache');
    // A few queries asked again and again, so most answers after the first come from the cache.
    const queries = Array.from({ length: 8 }, () => ({
      filter: randomFilter(random),
      sort: random.pick(SORTS),
    }));
    queries.push({ filter: { platform: 'xhs', processStatuses: [0] }, sort: 'time_desc' });
    queries.push({ filter: { platform: 'xhs' }, sort: 'likes_desc' });
    queries.push({ filter: { platform: 'xhs', text: '改过的' }, sort: 'time_desc' });
    queries.push({ filter: { platform: 'dy', text: '改过的' }, sort: 'time_desc' });
    const check = async (asked: Promise<unknown>, query: (typeof queries)[number], label: string) => {
      const total = await comments.count(tenantId, query.filter);
      const rows = await comments.listPage(tenantId, query.filter, query.sort, 20, 0);
      const answer = (await asked) as { total: number; ids: number[] } | undefined;
      expect(
        { total: answer?.total, ids: answer?.ids },
        `${label} ${query.sort} ${JSON.stringify(query.filter)}`,
      ).toEqual({
        total,
        ids: rows.map((row) => row.id),
      });
    };
    const live = await database.handle.db
      .selectFrom('comments')
      .select(['id', 'platform'])
      .where('tenant_id', '=', tenantId)
      .where('deleted_at', 'is', null)
      .execute();
    for (let round = 0; round < 40; round++) {
      for (const query of queries) await index.query(tenantId, query.filter, query.sort, 20, 0);
      clock += 1_000;
      // Asked before the write: may answer either way; asked after it: must see it.
      const before = index.query(tenantId, queries[round % queries.length]!.filter, 'time_desc', 20, 0);
      const ids = Array.from({ length: 5 }, () => random.pick(live).id);
      const kind = round % 4;
      if (kind === 0) {
        await comments.updateFollowUp(tenantId, ids, {
          status: random.int(0, 3),
          staffId: random.int(1, 3),
          note: undefined,
          at: clock,
        });
      } else if (kind === 1) {
        await comments.updateLabels(tenantId, ids, { cls_type: random.pick([0, 1, 2]) }, clock);
      } else if (kind === 2) {
        // Text edited (a newer crawl): the search must find the new words at once.
        await database.handle.db
          .updateTable('comments')
          .set({ content: `改过的评论 ${round}`, updated_at: clock })
          .where('id', '=', ids[0]!)
          .execute();
      } else {
        const source = await database.handle.db
          .selectFrom('comments')
          .selectAll()
          .where('id', '=', ids[0]!)
          .executeTakeFirstOrThrow();
        const { id: _id, ...copy } = source;
        await database.handle.db
          .insertInto('comments')
          .values({
            ...copy,
            platform_comment_id: `cache-${round}`,
            published_at: clock - random.int(0, 30) * DAY,
            created_at: clock,
            updated_at: clock,
          })
          .execute();
      }
      await before;
      for (const query of queries) {
        await check(index.query(tenantId, query.filter, query.sort, 20, 0), query, `round ${round}`);
      }
    }
  });

  it('answers a query asked after a write with the write, while an earlier catch-up is still running', async () => {
    const comments = createCommentRepository(database.handle.db, database.dialect);
    const repository = createListIndexRepository(database.handle.db, database.handle.dialect);
    // The first catch-up reads the version, then waits here: the write lands after its read.
    let release = () => {};
    let paused = false;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const index = createCommentListIndex(
      {
        ...repository,
        version: async (id) => {
          const version = await repository.version(id);
          if (paused) await gate;
          return version;
        },
      },
      { now: () => clock },
    );
    await index.warmUp();
    const filter: CommentFilter = { platform: 'xhs', processStatuses: [3] };
    await index.query(tenantId, filter, 'time_desc', 20, 0);
    paused = true;
    const early = index.query(tenantId, filter, 'time_desc', 20, 0);
    await new Promise((resolve) => setTimeout(resolve, 10));
    paused = false;
    clock += 60_000;
    const [target] = await comments.listPage(
      tenantId,
      { platform: 'xhs', processStatuses: [0] },
      'time_desc',
      1,
      0,
    );
    await comments.updateFollowUp(tenantId, [target!.id], {
      status: 3,
      staffId: 1,
      note: undefined,
      at: clock,
    });
    const late = index.query(tenantId, filter, 'time_desc', 20, 0);
    release();
    await early;
    expect((await late)?.ids[0]).toBe(target!.id);
    expect((await late)?.total).toBe(await comments.count(tenantId, filter));
  });

  it('sees a write stamped with the same millisecond as the last change it read', async () => {
    const comments = createCommentRepository(database.handle.db, database.dialect);
    const index = createCommentListIndex(
      createListIndexRepository(database.handle.db, database.handle.dialect),
      { now: () => clock },
    );
    clock += 60_000;
    const filter: CommentFilter = { platform: 'xhs', processStatuses: [1] };
    const [target] = await comments.listPage(tenantId, { platform: 'xhs' }, 'time_desc', 1, 0);
    await comments.updateFollowUp(tenantId, [target!.id], {
      status: 1,
      staffId: 1,
      note: undefined,
      at: clock,
    });
    expect((await index.query(tenantId, filter, 'time_desc', 20, 0))?.ids).toContain(target!.id);
    // The same clock reading: a delete and a restore, or two saves, within one millisecond.
    await comments.updateFollowUp(tenantId, [target!.id], {
      status: 2,
      staffId: 1,
      note: undefined,
      at: clock,
    });
    const after = await index.query(tenantId, filter, 'time_desc', 20, 0);
    expect(after?.ids).not.toContain(target!.id);
    expect(after?.total).toBe(await comments.count(tenantId, filter));
  });

  it('answers a small tenant from memory from its first list request, as SQL does', async () => {
    const comments = createCommentRepository(database.handle.db, database.dialect);
    // Default options, nothing warmed: the demo tenant has a few thousand comments.
    const index = createCommentListIndex(
      createListIndexRepository(database.handle.db, database.handle.dialect),
    );
    const filter: CommentFilter = { platform: 'xhs', clsTypes: [0] };
    const indexed = await index.query(tenantId, filter, 'time_desc', 20, 0);
    expect(indexed).toBeDefined();
    expect({ total: indexed?.total, ids: indexed?.ids }).toEqual({
      total: await comments.count(tenantId, filter),
      ids: (await comments.listPage(tenantId, filter, 'time_desc', 20, 0)).map((row) => row.id),
    });
    expect(index.held().map((held) => held.tenantId)).toEqual([tenantId]);
  });

  it('sees writes committed by another connection and by its own, at the next query', async () => {
    const index = createCommentListIndex(
      createListIndexRepository(database.handle.db, database.handle.dialect),
    );
    const filter: CommentFilter = { platform: 'xhs', processStatuses: [3] };
    const before = await index.query(tenantId, filter, 'time_desc', 20, 0);
    // Another process's connection (an import, a second server process) to the same database.
    const other = createDb(database.url);
    try {
      const [target] = await createCommentRepository(other.db, other.dialect).listPage(
        tenantId,
        { platform: 'xhs', processStatuses: [0] },
        'time_desc',
        1,
        0,
      );
      clock += 1_000;
      await createCommentRepository(other.db, other.dialect).updateFollowUp(tenantId, [target!.id], {
        status: 3,
        staffId: 1,
        note: undefined,
        at: clock,
      });
      const afterOther = await index.query(tenantId, filter, 'time_desc', 20, 0);
      expect(afterOther?.total).toBe((before?.total ?? 0) + 1);
      expect(afterOther?.ids).toContain(target!.id);
      // And back through this connection: a query with nothing committed in between answers the same.
      clock += 1_000;
      await createCommentRepository(database.handle.db, database.dialect).updateFollowUp(
        tenantId,
        [target!.id],
        { status: 0, staffId: 1, note: undefined, at: clock },
      );
      const afterOwn = await index.query(tenantId, filter, 'time_desc', 20, 0);
      expect(afterOwn?.total).toBe(before?.total);
      expect(afterOwn?.ids).not.toContain(target!.id);
      expect(await index.query(tenantId, filter, 'time_desc', 20, 0)).toEqual(afterOwn);
    } finally {
      await other.close();
    }
  });

  it('leaves a tenant larger than its whole memory budget to SQL', async () => {
    const index = createCommentListIndex(
      createListIndexRepository(database.handle.db, database.handle.dialect),
      { maxBytes: 1 },
    );
    expect(await index.query(tenantId, { platform: 'xhs' }, 'time_desc', 20, 0)).toBeUndefined();
    expect(index.held()).toEqual([]);
  });
});

/**
 * Every tenant is listed from memory, so memory must stay bounded however many tenants there are: beyond
 * `maxBytes` the least recently listed tenants are dropped, and answer as SQL does when listed again.
 */
describe('comment list index memory', () => {
  const now = Date.UTC(2026, 10, 1, 12);
  let database: TestDatabase;
  const tenantIds: number[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    for (const name of ['Small A', 'Small B', 'Small C']) {
      const slug = name.toLowerCase().replace(' ', '-');
      const tenantId = await createDemoSetupRepository(database.handle.db).insertTenant(
        name,
        [{ username: `${slug}-worker`, passwordHash: 'x', role: 'worker', fullName: name }],
        now,
      );
      await writeTenantContent(createDemoContentRepository(database.handle.db), tenantId, now, {
        notes: 20,
        comments: 400,
      });
      tenantIds.push(tenantId);
    }
  });
  afterAll(() => database.cleanup());

  it('drops the least recently listed tenants beyond maxBytes and lists them right when asked again', async () => {
    const repository = createListIndexRepository(database.handle.db, database.handle.dialect);
    const comments = createCommentRepository(database.handle.db, database.dialect);
    const [a, b, c] = tenantIds as [number, number, number];
    const filter: CommentFilter = { platform: 'xhs', processStatuses: [0] };
    // The budget: exactly what B and C take.
    const probe = createCommentListIndex(repository);
    for (const tenantId of tenantIds) await probe.query(tenantId, filter, 'time_desc', 20, 0);
    const bytes = new Map(probe.held().map((held) => [held.tenantId, held.bytes]));
    const index = createCommentListIndex(repository, {
      maxBytes: (bytes.get(b) ?? 0) + (bytes.get(c) ?? 0),
      now: () => now + 60_000,
    });
    for (const tenantId of [a, b, c]) await index.query(tenantId, filter, 'time_desc', 20, 0);
    expect(index.held().map((held) => held.tenantId)).toEqual([b, c]);
    expect(index.held().reduce((sum, held) => sum + held.bytes, 0)).toBeLessThanOrEqual(
      (bytes.get(b) ?? 0) + (bytes.get(c) ?? 0),
    );

    // A write to A while it is out of memory: A's next list shows it.
    const [first] = await comments.listPage(a, filter, 'time_desc', 1, 0);
    const staff = await database.handle.db
      .selectFrom('users')
      .select('id')
      .where('tenant_id', '=', a)
      .executeTakeFirstOrThrow();
    await comments.updateFollowUp(a, [first!.id], {
      status: 3,
      staffId: staff.id,
      note: undefined,
      at: now + 60_000,
    });
    const listed = await index.query(a, filter, 'time_desc', 20, 0);
    expect({ total: listed?.total, ids: listed?.ids }).toEqual({
      total: await comments.count(a, filter),
      ids: (await comments.listPage(a, filter, 'time_desc', 20, 0)).map((row) => row.id),
    });
    expect(listed?.ids).not.toContain(first!.id);
    // B was the least recently listed: dropped for A.
    expect(index.held().map((held) => held.tenantId)).toEqual([c, a]);
  });
});
