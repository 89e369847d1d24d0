import { useQuery } from '@tanstack/react-query';
import { FEISHU_EXPORT_JOB_KEY, fetchFeishuExportJob } from '../api';

const POLL_MS = 1000;

/** An export to Feishu, polled while it runs. */
export const useFeishuExportJob = (id: number | null) =>
  useQuery({
    queryKey: [...FEISHU_EXPORT_JOB_KEY, id],
    queryFn: () => fetchFeishuExportJob(id ?? 0),
    enabled: id !== null,
    refetchInterval: (query) => (query.state.data?.status === 'running' ? POLL_MS : false),
  });
