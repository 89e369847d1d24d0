import { describe, expect, it } from 'vitest';
import type { CrawlKeyRow } from '../readCrawlKey';
import { scoreQueue } from '../scoreQueue';

const row = (id: string, clsType: 0 | 1 | 2 | 100, extra: Partial<CrawlKeyRow> = {}): CrawlKeyRow => ({
  comment_id: id,
  note_id: 'n1',
  platform: 'xhs',
  note_tracked: true,
  text: id,
  cls_type: clsType,
  spam: false,
  ...extra,
});

describe('scoreQueue: a listed queue judged against the key', () => {
  const key = [
    row('neg1', 0),
    row('neg2', 0),
    row('neg3', 0),
    row('praise', 2),
    row('ad', 100, { spam: true }),
    row('offNote', 0, { note_tracked: false }),
  ];

  it('counts right rows, recall over tracked notes only, and spam or untracked rows that leaked in', () => {
    const score = scoreQueue(key, 0, ['neg1', 'praise', 'ad', 'offNote', 'neg2']);
    expect(score).toMatchObject({
      listed: 5,
      right: 3,
      rightInFirst: 3,
      firstCount: 5,
      truth: 3,
      found: 2,
      spamLeaked: 1,
      untrackedLeaked: 1,
    });
    expect(score.wrong.map((wrong) => wrong.comment_id)).toEqual(['praise', 'ad']);
    expect(score.missed.map((missed) => missed.comment_id)).toEqual(['neg3']);
  });

  it('judges only the first 45 rows for the first-page figure', () => {
    const many = Array.from({ length: 50 }, (_, at) => row(`n${at}`, at < 45 ? 2 : 0));
    const score = scoreQueue(
      many,
      0,
      many.map((listed) => listed.comment_id),
    );
    expect(score.firstCount).toBe(45);
    expect(score.rightInFirst).toBe(0);
    expect(score.right).toBe(5);
  });
});
