import type { TFeishuExportInput, TFeishuExportJob } from '@notedesk/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { exportToFeishu, FEISHU_EXPORT_JOB_KEY, retryFeishuExport } from '../api';

/** What the export button asks: a new export, or a retry of a failed one. */
export type FeishuExportRequest = { input: TFeishuExportInput } | { retryId: number };

/** Starts an export (or its retry); the running job goes to `onStarted`, which follows it to its end. */
export const useExportToFeishu = (onStarted: (job: TFeishuExportJob) => void) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: FeishuExportRequest) =>
      'retryId' in request ? retryFeishuExport(request.retryId) : exportToFeishu(request.input),
    onSuccess: (job) => {
      client.setQueryData([...FEISHU_EXPORT_JOB_KEY, job.id], job);
      onStarted(job);
    },
  });
};
