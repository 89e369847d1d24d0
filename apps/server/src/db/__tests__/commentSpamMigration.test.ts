import { describe, expect, it } from 'vitest';
import { migrateStoredComments } from '../../testing/migrateStoredComments';
import { useMigratedDatabase } from '../../testing/useMigratedDatabase';

/**
 * Migration 0017: comments stored before spam was a label are classified once more. An ad the model had
 * called a lead becomes spam and other (100); one a staff member labelled keeps its labels and no flag (a
 * person read it); the rest are untouched.
 */
describe('migration 0017 (comment spam)', () => {
  const before = useMigratedDatabase('0014_note_links');

  it('flags stored spam, relabels the machine-labelled ones and leaves staff labels alone', async () => {
    const stored = [
      { id: 'ad', content: '兼职日结，加vx abc123456 带你赚钱', cls_type: 1, cls_source: 'model' },
      { id: 'staff', content: '加vx abc123456 领小样', cls_type: 1, cls_source: 'staff' },
      { id: 'praise', content: '用了一个月皮肤变好了，会回购', cls_type: 2, cls_source: 'model' },
      { id: 'unlabelled', content: '互关互粉，有关必回', cls_type: null, cls_source: null },
    ] as const;
    const rows = await migrateStoredComments(before, {
      stored: stored.map((comment) => ({
        platform_comment_id: comment.id,
        content: comment.content,
        cls_type: comment.cls_type,
        sentiment: comment.cls_type === null ? null : 'neutral',
        content_type: comment.cls_type === 1 ? 'purchase_consultation' : null,
        cls_source: comment.cls_source,
      })),
      migration: '0017_comment_spam',
      read: ['platform_comment_id', 'spam', 'cls_type', 'content_type', 'cls_reason', 'updated_at'],
    });
    expect(rows.map((row) => [row.platform_comment_id, row.spam, row.cls_type, row.content_type])).toEqual([
      ['ad', 1, 100, 'non_product'],
      ['staff', 0, 1, 'purchase_consultation'],
      ['praise', 0, 2, null],
      ['unlabelled', 1, null, null],
    ]);
    expect(rows[0]?.cls_reason).toMatch(/^rule: spam_/);
    expect(rows.map((row) => Number(row.updated_at))).toEqual([101, 100, 100, 101]);
  });
});
