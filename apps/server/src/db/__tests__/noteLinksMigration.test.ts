import { describe, expect, it } from 'vitest';
import { useMigratedDatabase } from '../../testing/useMigratedDatabase';
import { migrateToLatest } from '../migrate';

/**
 * Migration 0014: note links an older version stored unchecked (issue #13 finding 8). A `javascript:` or
 * another site's link was sent to every API client as "view original"; afterwards each note links to its own
 * page on its platform, and platform links are left as they were.
 */
describe('migration 0014 (note links)', () => {
  const before = useMigratedDatabase('0013_stored_times');

  it("replaces a stored link that is not the platform's with the note's own page", async () => {
    const { database, db, tenantId } = before;
    const stored = [
      { platform: 'xhs', id: 'x-good', url: 'https://www.xiaohongshu.com/explore/x-good?xsec=1' },
      { platform: 'xhs', id: 'x-script', url: 'javascript:alert(document.cookie)' },
      { platform: 'xhs', id: 'x-lookalike', url: 'https://xiaohongshu.com.evil.example/explore/1' },
      { platform: 'dy', id: 'd-other', url: 'https://www.xiaohongshu.com/explore/d-other' },
      { platform: 'dy', id: 'd-good', url: 'https://www.douyin.com/video/d-good' },
      { platform: 'xhs', id: 'x-empty', url: '' },
    ] as const;
    for (const note of stored) {
      await db
        .insertInto('notes')
        .values({
          tenant_id: tenantId,
          platform: note.platform,
          platform_note_id: note.id,
          note_url: note.url,
          source: 'own',
          brand_id: null,
          product_line_id: null,
          product_id: null,
          published_at: 1_700_000_000_000,
          deleted_at: null,
          deleted_by: null,
          reply_updated_at: null,
          reply_updated_by: null,
          created_at: 1_700_000_000_000,
          updated_at: 100,
          last_modify_ts: 1_700_000_000_000,
        } as never)
        .execute();
    }
    await migrateToLatest(database.handle);
    const rows = await db.selectFrom('notes').select(['note_url', 'updated_at']).orderBy('id').execute();
    expect(rows.map((row) => row.note_url)).toEqual([
      'https://www.xiaohongshu.com/explore/x-good?xsec=1',
      'https://www.xiaohongshu.com/explore/x-script',
      'https://www.xiaohongshu.com/explore/x-lookalike',
      'https://www.douyin.com/video/d-other',
      'https://www.douyin.com/video/d-good',
      '',
    ]);
    expect(rows.map((row) => Number(row.updated_at))).toEqual([100, 101, 101, 101, 100, 100]);
  });
});
