import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** Notes, comments, replies and messages of the demo tenant. (Filled in by the demo-data work.) */
export const seedDemoContent = async (
  _db: Kysely<Database>,
  _tenantId: number,
  _now: number,
): Promise<{ notes: number; comments: number }> => ({ notes: 0, comments: 0 });
