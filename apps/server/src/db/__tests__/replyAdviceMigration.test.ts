import { describe, expect, it } from 'vitest';
import { migrateStoredComments } from '../../testing/migrateStoredComments';
import { useMigratedDatabase } from '../../testing/useMigratedDatabase';

const FLAME_ADVICE =
  '【建议不回复】该评论带有攻击或挑衅性质，公开回复容易激化矛盾；建议不予回应，必要时按平台规则举报。';

/** Migration 0011: advice saved as a reply draft before it had its own column moves there. */
describe('migration 0011 (reply advice)', () => {
  const before = useMigratedDatabase('0010_list_name_versions');

  it('moves drafts that are exactly the advice text, and leaves real replies alone', async () => {
    // Only 0011: later migrations have their own tests (0013 would also move these rows' 1970 times).
    const rows = await migrateStoredComments(before, {
      stored: [
        { platform_comment_id: 'advice', reply_text: FLAME_ADVICE },
        { platform_comment_id: 'reply', reply_text: `${FLAME_ADVICE}（员工改过）` },
        { platform_comment_id: 'none', reply_text: '' },
      ],
      migration: '0011_reply_advice',
      read: ['platform_comment_id', 'reply_text', 'reply_advice', 'updated_at'],
    });
    expect(rows.map((row) => [row.platform_comment_id, row.reply_text, row.reply_advice])).toEqual([
      ['advice', '', 'flame_no_reply'],
      ['reply', `${FLAME_ADVICE}（员工改过）`, ''],
      ['none', '', ''],
    ]);
    // The moved row counts as changed, so every server's list index reads it again.
    expect(rows.map((row) => Number(row.updated_at))).toEqual([101, 100, 100]);
  });
});
