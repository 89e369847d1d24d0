import type { Kysely, Selectable } from 'kysely';
import { isRowId } from '../../db/rowId';
import type { Database, JobTable } from '../../db/schema';

export type ExportJobRow = Selectable<JobTable>;

/** Export jobs share the `jobs` table with imports, told apart by kind. */
export const EXPORT_JOB_KIND = 'export';

/**
 * Export jobs: queued → running → done | failed. `payload` holds what to export (subject, list query,
 * language), `progress` the rows written and matched, `result` the file under DATA_DIR, its expiry and why
 * a job failed; `error` the failure's own text (logs).
 */
export const createExportRepository = (db: Kysely<Database>) => {
  const exportJobs = (tenantId: number) =>
    db.selectFrom('jobs').selectAll().where('tenant_id', '=', tenantId).where('kind', '=', EXPORT_JOB_KIND);

  return {
    create: (tenantId: number, createdBy: number, payload: unknown, progress: unknown, at: number) =>
      db
        .insertInto('jobs')
        .values({
          tenant_id: tenantId,
          kind: EXPORT_JOB_KIND,
          status: 'queued',
          payload: JSON.stringify(payload),
          progress: JSON.stringify(progress),
          created_by: createdBy,
          claimed_by: null,
          created_at: at,
          started_at: null,
          finished_at: null,
        })
        .returningAll()
        .executeTakeFirstOrThrow(),

    /** Takes a queued job for this process; false if another one already took it. */
    claim: async (tenantId: number, jobId: number, worker: string, at: number): Promise<boolean> => {
      const result = await db
        .updateTable('jobs')
        .set({ status: 'running', claimed_by: worker, started_at: at })
        .where('tenant_id', '=', tenantId)
        .where('id', '=', jobId)
        .where('status', '=', 'queued')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    progress: async (tenantId: number, jobId: number, progress: unknown): Promise<void> => {
      await db
        .updateTable('jobs')
        .set({ progress: JSON.stringify(progress) })
        .where('tenant_id', '=', tenantId)
        .where('id', '=', jobId)
        .execute();
    },

    /** Ends a queued or running job; false if it had ended already (a start-up sweep got there first). */
    finish: async (
      tenantId: number,
      jobId: number,
      outcome: { status: 'done' | 'failed'; progress: unknown; result: unknown; error: string },
      at: number,
    ): Promise<boolean> => {
      const result = await db
        .updateTable('jobs')
        .set({
          status: outcome.status,
          progress: JSON.stringify(outcome.progress),
          result: JSON.stringify(outcome.result),
          error: outcome.error,
          finished_at: at,
        })
        .where('tenant_id', '=', tenantId)
        .where('id', '=', jobId)
        .where('status', 'in', ['queued', 'running'])
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Replaces a finished job's result (the file removed at expiry). */
    setResult: async (tenantId: number, jobId: number, result: unknown): Promise<void> => {
      await db
        .updateTable('jobs')
        .set({ result: JSON.stringify(result) })
        .where('tenant_id', '=', tenantId)
        .where('id', '=', jobId)
        .execute();
    },

    find: (tenantId: number, jobId: number) =>
      isRowId(jobId)
        ? exportJobs(tenantId).where('id', '=', jobId).executeTakeFirst()
        : Promise.resolve(undefined),

    /** One user's newest export jobs. */
    listForUser: (tenantId: number, userId: number, limit: number) =>
      exportJobs(tenantId).where('created_by', '=', userId).orderBy('id', 'desc').limit(limit).execute(),

    /** Every tenant's export jobs not finished yet (the start-up sweep looks for ones nobody runs). */
    unfinished: () =>
      db
        .selectFrom('jobs')
        .selectAll()
        .where('kind', '=', EXPORT_JOB_KIND)
        .where('status', 'in', ['queued', 'running'])
        .orderBy('id')
        .execute(),

    /** Every tenant's finished export jobs that finished before `before` (their files are due to go). */
    finishedBefore: (before: number) =>
      db
        .selectFrom('jobs')
        .selectAll()
        .where('kind', '=', EXPORT_JOB_KIND)
        .where('status', '=', 'done')
        .where('finished_at', '<', before)
        .orderBy('id')
        .execute(),
  };
};

export type ExportRepository = ReturnType<typeof createExportRepository>;
