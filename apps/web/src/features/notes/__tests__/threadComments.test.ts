import type { TCommentRow } from '@notedesk/contract';
import { describe, expect, it } from 'vitest';
import { threadComments } from '../threadComments';

const comment = (id: number, platformId: string, parent = ''): TCommentRow =>
  ({ id, platform_comment_id: platformId, parent_comment_id: parent }) as TCommentRow;

describe('threaded comments', () => {
  it('puts replies (oldest first) under their parent and keeps orphans at the top', () => {
    // Newest first, as the detail page asks for them.
    const threads = threadComments([
      comment(5, 'e', 'gone'),
      comment(4, 'd', 'a'),
      comment(3, 'c'),
      comment(2, 'b', 'a'),
      comment(1, 'a'),
    ]);
    expect(threads.map((thread) => thread.id)).toEqual([5, 3, 1]);
    expect(threads[2]?.children?.map((reply) => reply.id)).toEqual([2, 4]);
    expect(threads[1]?.children).toBeUndefined();
    expect(threads[0]?.children).toBeUndefined();
  });
});
