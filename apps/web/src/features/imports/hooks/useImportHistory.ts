import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchImportJobs, importHistoryKey } from '../api';
import { importJobActive } from '../importJobState';

/** One page of the tenant's imports, newest first; asked for again while one of them runs. */
export const useImportHistory = (page: number, pageSize: number) =>
  useQuery({
    queryKey: importHistoryKey(page),
    queryFn: () => fetchImportJobs(page, pageSize),
    placeholderData: keepPreviousData,
    // Keeps running jobs' figures fresh without a reload.
    refetchInterval: (query) => (query.state.data?.items.some(importJobActive) ? 2_000 : false),
  });
