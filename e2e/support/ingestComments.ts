import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures';

/** A note as the crawler sends it: a title that names a demo product makes it (and its comments) tracked. */
export type CrawledNote = { id: string; title: string };
export type CrawledComment = { id: string; content: string };

/**
 * A crawler's delivery through the ingest API with its API key: the note, then the comments under it,
 * classified on arrival. The first classification trains the import worker's model: on a busy machine that
 * takes a while, hence the long timeout.
 */
export const ingestComments = async (
  request: APIRequestContext,
  key: string,
  note: CrawledNote,
  comments: readonly CrawledComment[],
): Promise<void> => {
  const now = String(Date.now());
  const post = async (path: string, items: unknown[]) => {
    const response = await request.post(path, {
      headers: { 'x-api-key': key },
      data: { items },
      timeout: 120_000,
    });
    expect(response.status(), await response.text()).toBe(200);
  };
  await post('/api/ingest/notes', [
    { note_id: note.id, type: 'normal', title: note.title, desc: '', time: now, liked_count: '1' },
  ]);
  await post(
    '/api/ingest/comments',
    comments.map((comment) => ({
      comment_id: comment.id,
      note_id: note.id,
      content: comment.content,
      create_time: now,
      like_count: '0',
      parent_comment_id: '0',
      last_modify_ts: now,
    })),
  );
};
