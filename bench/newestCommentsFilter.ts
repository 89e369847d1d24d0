import type { DatabaseHandle } from '@notedesk/server/src/db/createDb';

/**
 * The list filter (a `start_time`) that selects the tenant's newest `rows` listed comments: the published time
 * of the rows-th newest comment the list shows (ties at that time aside).
 */
export const newestCommentsFilter = async (
  database: DatabaseHandle,
  tenant: string,
  rows: number,
): Promise<{ start_time: string }> => {
  const { id } = await database.db
    .selectFrom('tenants')
    .select('id')
    .where('name', '=', tenant)
    .executeTakeFirstOrThrow();
  const boundary = await database.db
    .selectFrom('comments')
    .select('published_at')
    .where('tenant_id', '=', id)
    .where('platform', '=', 'xhs')
    .where('deleted_at', 'is', null)
    .where('tracked', '=', 1)
    .where('spam', '=', 0)
    .orderBy('published_at', 'desc')
    .offset(rows - 1)
    .limit(1)
    .executeTakeFirstOrThrow();
  return { start_time: new Date(Number(boundary.published_at)).toISOString() };
};
