import { PATHS } from '@notedesk/contract';
import { sql } from 'kysely';
import { z } from 'zod';
import type { AppInstance } from '../../appInstance';
import type { AppDeps } from '../../deps';

/** GET /healthz: the process answers and the database does too. */
export const healthRoutes = (app: AppInstance, deps: AppDeps): void => {
  app.get(
    PATHS.health.check,
    {
      schema: {
        tags: ['health'],
        response: { 200: z.object({ status: z.literal('ok'), database: z.string() }) },
      },
      logLevel: 'warn',
    },
    async () => {
      await sql`select 1`.execute(deps.db);
      return { status: 'ok' as const, database: deps.dialect };
    },
  );
};
