import type { TKnowledgeProblem } from '@notedesk/contract';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/AppError';
import type { KnowledgeService } from '../knowledge/service';
import { FeishuFailed } from './FeishuFailed';
import type { StoredKnowledgeSync } from './knowledgeSyncView';
import { createFeishuRepository } from './repository';

/** The problems an upload-like refusal (no good row) carries. */
const problemsOf = (error: AppError): TKnowledgeProblem[] =>
  ((error.data as { problems?: TKnowledgeProblem[] } | undefined)?.problems ?? []).slice();

/**
 * The knowledge sheet into the tenant's knowledge (which the reply drafts use): by an admin's "Sync now" and
 * on a timer for every tenant with a sheet, once a period across server processes. The outcome (rows read, rows refused and why, or Feishu's
 * failure) is kept for the settings page; a sheet that yields no good row changes nothing.
 */
export const createKnowledgeSync = (deps: AppDeps, knowledge: KnowledgeService) => {
  const repository = createFeishuRepository(deps.db, deps.dialect);

  const syncTenant = async (tenantId: number, userId: number | null): Promise<StoredKnowledgeSync> => {
    const settings = await repository.findSettings(tenantId);
    const at = deps.now();
    const outcome = async (): Promise<StoredKnowledgeSync> => {
      const none = { at, read: 0, imported: 0, problems: [], failure: null, noSheet: false };
      if (!settings.knowledgeSheetToken) return { ...none, noSheet: true };
      try {
        const result = await knowledge.syncFromSheet({ tenantId, userId }, settings.knowledgeSheetToken);
        return { ...none, read: result.read, imported: result.imported, problems: result.problems };
      } catch (error) {
        if (error instanceof FeishuFailed) return { ...none, failure: error.info };
        if (error instanceof AppError && error.messageKey === 'knowledgeFileUnreadable') {
          const problems = problemsOf(error);
          return { ...none, read: new Set(problems.map((problem) => problem.line)).size, problems };
        }
        throw error;
      }
    };
    const sync = await outcome();
    await repository.saveKnowledgeSync(tenantId, JSON.stringify(sync), at);
    return sync;
  };

  return {
    syncTenant,

    /**
     * The timer's round (every server process runs the timer): every tenant with a knowledge sheet and a
     * Feishu app whose sync of the current period (`periodMs` long, counted from the epoch) no process has
     * claimed yet. The claim is a conditional UPDATE, so one process syncs a tenant once a period however
     * many run; one tenant failing stops no other. Answers how many tenants this process synced.
     */
    syncDue: async (periodMs: number): Promise<number> => {
      const period = Math.floor(deps.now() / periodMs) * periodMs;
      let synced = 0;
      for (const tenantId of await repository.tenantsWithKnowledgeSheet()) {
        try {
          if (!(await repository.claimKnowledgeSync(tenantId, period))) continue;
          await syncTenant(tenantId, null);
          synced += 1;
        } catch (error) {
          deps.log.warn({ err: error, tenant: tenantId }, 'could not sync the knowledge sheet');
        }
      }
      return synced;
    },
  };
};

export type KnowledgeSync = ReturnType<typeof createKnowledgeSync>;
