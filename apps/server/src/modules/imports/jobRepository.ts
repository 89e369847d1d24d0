import type { Kysely, Selectable } from 'kysely';
import { isRowId } from '../../db/rowId';
import type { Database, JobTable } from '../../db/schema';

export type JobRow = Selectable<JobTable>;

export const IMPORT_JOB_KIND = 'import';

/**
 * Jobs of one kind in the `jobs` table (imports by default; exports use it too): queued → running → done |
 * failed, with progress and result as JSON.
 */
export const createJobRepository = (db: Kysely<Database>, kind: string = IMPORT_JOB_KIND) => ({
  create: (tenantId: number, payload: unknown, createdBy: number | null, at: number) =>
    db
      .insertInto('jobs')
      .values({
        tenant_id: tenantId,
        kind,
        status: 'queued',
        payload: JSON.stringify(payload),
        created_by: createdBy,
        claimed_by: null,
        created_at: at,
        started_at: null,
        finished_at: null,
      })
      .returningAll()
      .executeTakeFirstOrThrow(),

  /** Takes a queued job; false if another worker (or process) already took it. */
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

  finish: async (
    tenantId: number,
    jobId: number,
    outcome: { status: 'done' | 'failed'; progress: unknown; result: unknown; error: string },
    at: number,
  ): Promise<void> => {
    await db
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
      .execute();
  },

  /** Every tenant's jobs of this kind not finished yet (the start-up sweep looks for ones nobody runs). */
  unfinished: () =>
    db
      .selectFrom('jobs')
      .select(['id', 'tenant_id', 'status', 'claimed_by', 'created_by', 'created_at', 'payload', 'progress'])
      .where('kind', '=', kind)
      .where('status', 'in', ['queued', 'running'])
      .orderBy('id')
      .execute(),

  /** Fails a job that is still queued/running; false if it finished meanwhile. */
  failUnfinished: async (
    tenantId: number,
    jobId: number,
    failure: { error: string; result: unknown },
    at: number,
  ): Promise<boolean> => {
    const result = await db
      .updateTable('jobs')
      .set({
        status: 'failed',
        error: failure.error,
        result: JSON.stringify(failure.result),
        finished_at: at,
      })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', jobId)
      .where('status', 'in', ['queued', 'running'])
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  find: (tenantId: number, jobId: number) =>
    isRowId(jobId)
      ? db
          .selectFrom('jobs')
          .selectAll()
          .where('tenant_id', '=', tenantId)
          .where('kind', '=', kind)
          .where('id', '=', jobId)
          .executeTakeFirst()
      : Promise.resolve(undefined),

  list: async (tenantId: number, page: number, pageSize: number) => {
    const base = db.selectFrom('jobs').where('tenant_id', '=', tenantId).where('kind', '=', kind);
    const [rows, total] = await Promise.all([
      base
        .selectAll()
        .orderBy('id', 'desc')
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(total.n) };
  },
});

export type JobRepository = ReturnType<typeof createJobRepository>;
