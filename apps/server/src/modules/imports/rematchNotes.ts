import type { TRematchResult } from '@notedesk/contract';
import type { AuditRepository } from '../audit/repository';
import { noteMatchChanges } from './noteMatchChanges';
import type { ImportRepository } from './repository';

/** Notes moved per transaction. */
const REMATCH_BATCH = 200;

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
  const { notes, changes } = await noteMatchChanges(repository, caller.tenantId);
  // A batch of notes (and their comments) per transaction, the event loop free between batches: a change
  // that moves thousands of notes of a large tenant takes seconds of writes, and the other requests of the
  // server must not wait them out. Each note moves with its comments, all or nothing.
  for (let start = 0; start < changes.length; start += REMATCH_BATCH) {
    const batch = changes.slice(start, start + REMATCH_BATCH);
    await repository.transaction((trx) => trx.applyMatches(caller.tenantId, batch, at));
    await new Promise((resolve) => setImmediate(resolve));
  }
  const result = { notes, changed: changes.length };
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
