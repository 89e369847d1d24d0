import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { NOTES_KEY } from '@/features/notes';
import { fetchImportJob, IMPORTS_KEY, importJobKey } from '../api';
import { importJobActive } from '../importJobState';

const POLL_MS = 500;

/**
 * The import job `jobId` (none while null), asked for again every half second while it runs. When it
 * finishes, the history and the note lists reload, so new notes show without a reload of the page.
 */
export const useImportJob = (jobId: number | null) => {
  const client = useQueryClient();
  const job = useQuery({
    queryKey: importJobKey(jobId ?? 0),
    queryFn: () => fetchImportJob(jobId ?? 0),
    enabled: jobId !== null,
    refetchInterval: (query) =>
      query.state.data === undefined || importJobActive(query.state.data) ? POLL_MS : false,
  });
  const finished = job.data !== undefined && !importJobActive(job.data);
  useEffect(() => {
    if (!finished) return;
    void client.invalidateQueries({ queryKey: [...IMPORTS_KEY, 'history'] });
    void client.invalidateQueries({ queryKey: NOTES_KEY });
  }, [finished, client]);
  return job;
};
