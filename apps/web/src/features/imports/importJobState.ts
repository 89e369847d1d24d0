import type { TImportJob } from '@notedesk/contract';

/** A job still moving: the page keeps asking for its progress. */
export const importJobActive = (job: TImportJob | undefined): boolean =>
  job !== undefined && (job.status === 'queued' || job.status === 'running');
