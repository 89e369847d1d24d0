import { isPlatformLink, platformNoteLink, type TPlatform } from '@notedesk/contract';
import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped schema builder
type AnyDb = Kysely<any>;

type StoredNoteLink = { id: number; platform: TPlatform; platform_note_id: string; note_url: string };

/** Notes read per query: keeps memory flat on a tenant with many notes. */
const BATCH = 2_000;

/**
 * Note links stored before they were checked at entry (#13 finding 8): a `javascript:` or another site's
 * link was sent to every API client as the note's "view original". Such a link becomes the note's own page
 * on its platform, as entry now does; the note itself is kept. updated_at moves so that list caches reload.
 */
export const up = async (db: AnyDb): Promise<void> => {
  let after = 0;
  for (;;) {
    const notes: StoredNoteLink[] = await db
      .selectFrom('notes')
      .select(['id', 'platform', 'platform_note_id', 'note_url'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    if (notes.length === 0) return;
    after = Number(notes[notes.length - 1]?.id);
    for (const note of notes) {
      if (note.note_url === '' || isPlatformLink(note.platform, note.note_url)) continue;
      await db
        .updateTable('notes')
        .set({
          note_url: platformNoteLink(note.platform, note.platform_note_id),
          updated_at: sql`updated_at + 1`,
        })
        .where('id', '=', note.id)
        .execute();
    }
  }
};
