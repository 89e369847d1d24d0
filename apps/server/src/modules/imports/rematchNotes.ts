import type { TRematchResult } from '@notedesk/contract';
import type { AuditRepository } from '../audit/repository';
import { noteMatchChanges } from './noteMatchChanges';
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
  const { notes, changes } = await noteMatchChanges(repository, caller.tenantId);
  await repository.transaction((trx) => trx.applyMatches(caller.tenantId, changes, at));
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
