import type { NewComment } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { uniqueName } from './uniqueName';

export type CommentOverrides = Partial<Omit<NewComment, 'tenant_id' | 'platform_note_id'>> & {
  note_id: number;
  /** When it was published, stored and last changed (default: the test's clock now). */
  at?: number;
};

/**
 * A comment under a note, of the note's tenant, copying the note's platform, source, brand, line, product and
 * keyword (as import does) unless given; unlabelled and unhandled by default. Returns its id.
 */
export const newComment = async (
  deps: Pick<AppDeps, 'db' | 'now'>,
  overrides: CommentOverrides,
): Promise<number> => {
  const { at = deps.now(), ...comment } = overrides;
  const note = await deps.db
    .selectFrom('notes')
    .select([
      'tenant_id',
      'platform',
      'platform_note_id',
      'source',
      'brand_id',
      'product_line_id',
      'product_id',
      'keyword',
    ])
    .where('id', '=', comment.note_id)
    .executeTakeFirstOrThrow();
  const row = await deps.db
    .insertInto('comments')
    .values({
      platform: note.platform,
      platform_comment_id: uniqueName('comment'),
      source: note.source,
      brand_id: note.brand_id,
      product_line_id: note.product_line_id,
      product_id: note.product_id,
      keyword: note.keyword,
      content: '好用吗',
      published_at: at,
      cls_type: null,
      sentiment: null,
      neg_type: null,
      content_type: null,
      cls_source: null,
      cls_confidence: null,
      process_staff_id: null,
      process_updated_at: null,
      reply_updated_at: null,
      reply_updated_by: null,
      deleted_at: null,
      created_at: at,
      updated_at: at,
      ...comment,
      tenant_id: note.tenant_id,
      platform_note_id: note.platform_note_id,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
};
