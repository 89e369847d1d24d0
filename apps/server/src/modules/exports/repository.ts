import { type Kysely, type Selectable, sql } from 'kysely';
import type { Database, JobTable } from '../../db/schema';
import { createJobRepository } from '../imports/jobRepository';

export type ExportJobRow = Selectable<JobTable>;

/** Export jobs share the `jobs` table (and its job repository) with imports, told apart by kind. */
export const EXPORT_JOB_KIND = 'export';

/** How the list names a row of each table: the display name, else the internal one; a staff member's full
 * name, else the username. */
const NAME_OF = {
  brands: sql<string>`COALESCE(NULLIF(display_name, ''), name)`,
  product_lines: sql<string>`name`,
  products: sql<string>`COALESCE(NULLIF(display_name, ''), name)`,
  users: sql<string>`COALESCE(NULLIF(full_name, ''), username)`,
};

export type NamedTable = keyof typeof NAME_OF;

/**
 * Export jobs: queued → running → done | failed. `payload` holds what to export (subject, list query,
 * language), `progress` the rows written and matched, `result` the file under DATA_DIR, its expiry and why
 * a job failed; `error` the failure's own text (logs).
 */
export const createExportRepository = (db: Kysely<Database>) => {
  const jobs = createJobRepository(db, EXPORT_JOB_KIND);
  const exportJobs = (tenantId: number) =>
    db.selectFrom('jobs').selectAll().where('tenant_id', '=', tenantId).where('kind', '=', EXPORT_JOB_KIND);

  return {
    create: jobs.create,
    claim: jobs.claim,
    progress: jobs.progress,
    finish: jobs.finish,
    /** Fails a job still queued/running (the start-up sweep); false if it finished meanwhile. */
    failUnfinished: jobs.failUnfinished,
    find: jobs.find,
    unfinished: jobs.unfinished,

    /** Replaces a finished job's result (the file removed at expiry). */
    setResult: async (tenantId: number, jobId: number, result: unknown): Promise<void> => {
      await db
        .updateTable('jobs')
        .set({ result: JSON.stringify(result) })
        .where('tenant_id', '=', tenantId)
        .where('id', '=', jobId)
        .execute();
    },

    /** Notes by id (the export's look-up of its comments' notes: title, description, link). */
    notes: (tenantId: number, ids: readonly number[]) =>
      ids.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('notes')
            .select(['id', 'platform', 'platform_note_id', 'title', 'description', 'note_url'])
            .where('tenant_id', '=', tenantId)
            .where('id', 'in', ids)
            .execute(),

    /** Names by id in one of NAME_OF's tables, as the list shows them; ids of another tenant read nothing. */
    names: (
      tenantId: number,
      table: NamedTable,
      ids: readonly number[],
    ): Promise<Array<{ id: number; name: string }>> =>
      ids.length === 0
        ? Promise.resolve([])
        : db
            // Each table has id, tenant_id and what NAME_OF reads; Kysely is told one of them.
            .selectFrom(table as 'brands')
            .select(['id', NAME_OF[table].as('name')])
            .where('tenant_id', '=', tenantId)
            .where('id', 'in', ids)
            .execute(),

    /** One user's newest export jobs. */
    listForUser: (tenantId: number, userId: number, limit: number) =>
      exportJobs(tenantId).where('created_by', '=', userId).orderBy('id', 'desc').limit(limit).execute(),

    /** Every tenant's done export jobs that finished before `before` (their files are due to go). */
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
