import type { TRematchResult } from '@notedesk/contract';
import type { AuditRepository } from '../audit/repository';
import { noteMatcher } from './noteMatcher';
import type { ImportRepository } from './repository';

export type RematchCaller = { tenantId: number; userId: number | null };

/**
 * Re-runs matching over the tenant's notes against its tracking configuration now; notes whose match
 * changed are updated with their comments. Notes whose tracking a person set (update-track) are not read.
 * Used by POST /api/track/rematch and after every tracking configuration change.
 */
export const rematchNotes = async (
  repository: ImportRepository,
  audit: AuditRepository,
  caller: RematchCaller,
  at: number,
): Promise<TRematchResult> => {
  const match = noteMatcher(await repository.loadMatchCatalog(caller.tenantId));
  const notes = await repository.notesForMatching(caller.tenantId);
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
  await repository.transaction((trx) => trx.applyMatches(caller.tenantId, changes, at));
  const result = { notes: notes.length, changed: changes.length };
  await audit.record({
    tenantId: caller.tenantId,
    userId: caller.userId,
    action: 'notes.rematch',
    entity: 'tenant',
    entityId: caller.tenantId,
    after: result,
    at,
  });
  return result;
};
