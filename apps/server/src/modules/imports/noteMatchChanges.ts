import type { NoteMatch } from './noteMatcher';
import { noteMatcher } from './noteMatcher';
import type { ImportRows } from './repository';

/**
 * The tenant's notes whose stored match (source, brand, product line, product, keyword) differs from what
 * its tracking configuration gives now, with the new match. Notes a person set (update-track) are not read.
 */
export const noteMatchChanges = async (
  rows: Pick<ImportRows, 'loadMatchCatalog' | 'notesForMatching'>,
  tenantId: number,
): Promise<{ notes: number; changes: Array<{ id: number; match: NoteMatch }> }> => {
  const match = noteMatcher(await rows.loadMatchCatalog(tenantId));
  const notes = await rows.notesForMatching(tenantId);
  const changes = notes.flatMap((note) => {
    const next = match({
      platform: note.platform,
      title: note.title,
      description: note.description,
      tag_list: note.tag_list,
      source_keyword: note.source_keyword,
      author_keys: JSON.parse(note.author_keys) as string[],
      author_name: note.author_name,
    });
    const same =
      next.source === note.source &&
      next.brand_id === note.brand_id &&
      next.product_line_id === note.product_line_id &&
      next.product_id === note.product_id &&
      next.keyword === note.keyword;
    return same ? [] : [{ id: note.id, match: next }];
  });
  return { notes: notes.length, changes };
};
