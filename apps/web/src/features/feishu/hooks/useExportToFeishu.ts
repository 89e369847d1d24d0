import type { TFeishuExportInput, TFeishuExportJob } from '@notedesk/contract';
import { useRefreshingMutation } from '@/app/query/useRefreshingMutation';
import { EXPORTED_LINKS_KEY, exportToFeishu, retryFeishuExport } from '../api';

/** What the export button asks: a new export, or a retry of a failed one. */
export type FeishuExportRequest = { input: TFeishuExportInput } | { retryId: number };

/** Runs an export (or its retry); the job's outcome goes to `onDone`, the per-note counts reload. */
export const useExportToFeishu = (onDone: (job: TFeishuExportJob) => void) =>
  useRefreshingMutation({
    mutationFn: (request: FeishuExportRequest) =>
      'retryId' in request ? retryFeishuExport(request.retryId) : exportToFeishu(request.input),
    staleKeys: [EXPORTED_LINKS_KEY],
    onDone,
  });
