import { PATHS } from '@notedesk/contract';
import { z } from 'zod';
import type { AppInstance } from '../../appInstance';
import type { AppDeps } from '../../deps';
import { createHealthRepository } from './repository';

/** GET /healthz: the process answers and the database does too. */
export const healthRoutes = (app: AppInstance, deps: AppDeps): void => {
  const health = createHealthRepository(deps.db);
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
      await health.ping();
      return { status: 'ok' as const, database: deps.dialect };
    },
  );
};
