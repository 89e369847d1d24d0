import { useQuery } from '@tanstack/react-query';
import { EXPORTS_KEY, fetchExportJob } from '../api';

const POLL_MS = 1000;

/** A running export job, polled until it is done or failed. */
export const useExportJob = (id: number | null) =>
  useQuery({
    queryKey: [...EXPORTS_KEY, 'job', id],
    queryFn: () => fetchExportJob(id ?? 0),
    enabled: id !== null,
    refetchInterval: (query) =>
      query.state.data?.status === 'done' || query.state.data?.status === 'failed' ? false : POLL_MS,
  });
