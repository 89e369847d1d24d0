import type { TImportJob } from '@notedesk/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IMPORTS_KEY, importJobKey, uploadImport } from '../api';

type UploadImportHandlers = {
  /** The share of the files sent so far, 0–100. */
  onProgress: (percent: number) => void;
  onStarted: (job: TImportJob) => void;
};

/** Sends MediaCrawler files; the job it starts is cached at once and the history reloads. */
export const useUploadImport = ({ onProgress, onStarted }: UploadImportHandlers) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (files: File[]) => uploadImport(files, onProgress),
    onMutate: () => onProgress(0),
    onSuccess: (started: TImportJob) => {
      client.setQueryData(importJobKey(started.id), started);
      void client.invalidateQueries({ queryKey: [...IMPORTS_KEY, 'history'] });
      onStarted(started);
    },
  });
};
