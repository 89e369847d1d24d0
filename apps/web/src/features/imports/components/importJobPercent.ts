import type { TImportJob } from '@notedesk/contract';

/**
 * How far a job is: while it runs, the share of its files' bytes read (below 100 until it is done, as the
 * last rows are still being written); 0 while queued; 100 once it has ended.
 */
export const importJobPercent = (job: TImportJob): number => {
  if (job.status === 'queued') return 0;
  if (job.status !== 'running') return 100;
  const total = job.files.reduce((sum, file) => sum + file.bytes, 0);
  if (total <= 0) return 0;
  return Math.max(0, Math.min(99, Math.floor((job.bytes_read / total) * 100)));
};
