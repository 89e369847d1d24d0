import type { TCommentRow } from '@notedesk/contract';
import { describe, expect, it } from 'vitest';
import { threadComments } from '../threadComments';

const comment = (id: number, platformId: string, parent = ''): TCommentRow =>
  ({ id, platform_comment_id: platformId, parent_comment_id: parent }) as TCommentRow;

describe('threaded comments', () => {
  it('puts replies under their parent and keeps orphans at the top', () => {
    const threads = threadComments([
      comment(1, 'a'),
      comment(2, 'b', 'a'),
      comment(3, 'c'),
      comment(4, 'd', 'a'),
      comment(5, 'e', 'gone'),
    ]);
    expect(threads.map((thread) => thread.id)).toEqual([1, 3, 5]);
    expect(threads[0]?.children?.map((reply) => reply.id)).toEqual([2, 4]);
    expect(threads[1]?.children).toBeUndefined();
  });
});
