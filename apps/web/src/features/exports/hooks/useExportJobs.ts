import { useQuery } from '@tanstack/react-query';
import { EXPORTS_KEY, fetchExportJobs } from '../api';

const POLL_MS = 2000;

/** The user's recent exports; polled while one is still being written. */
export const useExportJobs = () =>
  useQuery({
    queryKey: [...EXPORTS_KEY, 'list'],
    queryFn: fetchExportJobs,
    refetchInterval: (query) =>
      query.state.data?.items.some((job) => job.status === 'queued' || job.status === 'running')
        ? POLL_MS
        : false,
  });
