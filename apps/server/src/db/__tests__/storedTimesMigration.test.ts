import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useMigratedDatabase } from '../../testing/useMigratedDatabase';
import { toIso } from '../../time';
import { migrateToLatest } from '../migrate';

const CREATED = Date.parse('2025-03-01T08:00:00Z');
const PUBLISHED = Date.parse('2025-02-27T10:00:00Z');

/**
 * Migration 0013: times an older version stored unchecked (issue #13 finding 2) — a note `time` of 9e15 or a
 * comment `create_time` of 1e20 made every list page holding the row answer 500 (RangeError: Invalid time
 * value). After the migration every stored time is one the pages can show.
 */
describe('migration 0013 (stored times)', () => {
  const before = useMigratedDatabase('0012_login_failures');

  it('sets publication times outside 2000 … now + 1 day, and crawl times past it, to created_at', async () => {
    const { database, db, tenantId } = before;
    // 1e20 does not fit PostgreSQL's bigint (an older version's insert failed there); SQLite stored it.
    const hostile = database.dialect === 'sqlite' ? [9e15, 1e20, 1e15, 1000] : [9e15, 1e15, 1000];
    const times = [PUBLISHED, ...hostile];
    for (const [index, publishedAt] of times.entries()) {
      await db
        .insertInto('notes')
        .values({
          tenant_id: tenantId,
          platform: 'xhs',
          platform_note_id: `n${index}`,
          source: 'own',
          brand_id: null,
          product_line_id: null,
          product_id: null,
          published_at: publishedAt,
          deleted_at: null,
          deleted_by: null,
          reply_updated_at: null,
          reply_updated_by: null,
          created_at: CREATED,
          updated_at: 100,
          last_modify_ts: index === 0 ? 9e15 : CREATED,
        } as never)
        .execute();
      await db
        .insertInto('comments')
        .values({
          tenant_id: tenantId,
          platform: 'xhs',
          platform_comment_id: `c${index}`,
          platform_note_id: `n${index}`,
          content: '评论',
          published_at: publishedAt,
          created_at: CREATED,
          updated_at: 100,
          last_modify_ts: CREATED,
        } as never)
        .execute();
    }
    await migrateToLatest(database.handle);
    for (const table of ['notes', 'comments'] as const) {
      const rows = await db
        .selectFrom(table)
        .select(['published_at', 'updated_at', sql<number>`last_modify_ts`.as('last_modify_ts')])
        .orderBy('id')
        .execute();
      const published = rows.map((row) => Number(row.published_at));
      expect(published).toEqual([PUBLISHED, ...hostile.map(() => CREATED)]);
      // Changed rows count as changed (the list index reads them again); good rows are left alone.
      const first = table === 'notes' ? 101 : 100;
      expect(rows.map((row) => Number(row.updated_at))).toEqual([first, ...hostile.map(() => 101)]);
      // What broke the pages: every time now prints.
      for (const at of published) expect(() => toIso(at)).not.toThrow();
      // A crawl time past the window (note n0) is set back too, so that later crawls apply again.
      expect(rows.map((row) => Number(row.last_modify_ts))).toEqual(times.map(() => CREATED));
    }
  });
});
