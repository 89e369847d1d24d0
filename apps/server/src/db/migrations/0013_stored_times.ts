import { type Kysely, sql } from 'kysely';
import { storedTimeWindow } from '../../storedTimeWindow';

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped schema builder
type AnyDb = Kysely<any>;

/**
 * Times stored before they were checked at entry (#13). A publication time outside the stored window
 * (1e20, 9e15: past what JavaScript can print) made every list page holding the row answer 500. The
 * column is NOT NULL and the row's text, classification and follow-up are worth keeping, so the time
 * becomes the row's created_at: when NoteDesk first stored it, the closest true bound (a note or comment
 * is published before it is crawled). A crawl time past the window made every later crawl of the row
 * look older (never applied); it is set back to created_at too. updated_at moves, so that every server's
 * comment list index reads the rows again.
 */
export const up = async (db: AnyDb): Promise<void> => {
  const { min, max } = storedTimeWindow(Date.now());
  const publishedOutside = sql<boolean>`published_at < ${min} OR published_at > ${max}`;
  const crawledAfter = sql<boolean>`last_modify_ts > ${max}`;
  for (const table of ['notes', 'comments']) {
    await db
      .updateTable(table)
      .set({
        published_at: sql`CASE WHEN ${publishedOutside} THEN created_at ELSE published_at END`,
        last_modify_ts: sql`CASE WHEN ${crawledAfter} THEN created_at ELSE last_modify_ts END`,
        updated_at: sql`updated_at + 1`,
      })
      .where(sql<boolean>`${publishedOutside} OR ${crawledAfter}`)
      .execute();
  }
};
