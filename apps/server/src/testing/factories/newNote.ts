import type { NewNote } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { uniqueName } from './uniqueName';

export type NoteOverrides = Partial<NewNote> & {
  tenant_id: number;
  /** When it was published, stored and last changed (default: the test's clock now). */
  at?: number;
};

/** A note of the tenant (defaults: xhs, own, a unique platform id, published now); returns its id. */
export const newNote = async (
  deps: Pick<AppDeps, 'db' | 'now'>,
  overrides: NoteOverrides,
): Promise<number> => {
  const { at = deps.now(), ...note } = overrides;
  const row = await deps.db
    .insertInto('notes')
    .values({
      platform: 'xhs',
      platform_note_id: uniqueName('note'),
      source: 'own',
      brand_id: null,
      product_line_id: null,
      product_id: null,
      published_at: at,
      deleted_at: null,
      deleted_by: null,
      reply_updated_at: null,
      reply_updated_by: null,
      created_at: at,
      updated_at: at,
      ...note,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
};
