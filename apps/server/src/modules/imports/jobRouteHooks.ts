import type { AppInstance } from '../../appInstance';

/** A start-up sweep of a job kind, and what the log says when it cannot run. */
export type JobSweep = { run: () => Promise<unknown>; failure: string };

/**
 * The hooks every job kind's routes need (imports, exports): closing the server waits for the jobs this
 * process runs, and before the first request the sweeps run (jobs a stopped process left running are
 * failed, its leftovers removed). A sweep that cannot run (database unreachable) must not keep the server
 * from answering: it is logged.
 */
export const jobRouteHooks = (
  app: AppInstance,
  jobs: { drain: () => Promise<void>; sweeps: readonly JobSweep[] },
): void => {
  app.addHook('onClose', async () => {
    await jobs.drain();
  });
  app.addHook('onReady', async () => {
    for (const sweep of jobs.sweeps) {
      try {
        await sweep.run();
      } catch (error) {
        app.log.warn({ err: error }, sweep.failure);
      }
    }
  });
};
