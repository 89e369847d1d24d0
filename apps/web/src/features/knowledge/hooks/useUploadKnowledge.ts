import type { TKnowledgeMode, TKnowledgeUploadResult } from '@notedesk/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { KNOWLEDGE_KEY, uploadKnowledge } from '../api';

type UploadKnowledgeHandlers = {
  onUploaded: (result: TKnowledgeUploadResult) => void;
  onFailed: (error: Error) => void;
};

/** Uploads a knowledge file, appended to or replacing what is there; the list reloads after it. */
export const useUploadKnowledge = ({ onUploaded, onFailed }: UploadKnowledgeHandlers) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ file, mode }: { file: File; mode: TKnowledgeMode }) => uploadKnowledge(file, mode),
    onSuccess: (result) => {
      onUploaded(result);
      void client.invalidateQueries({ queryKey: KNOWLEDGE_KEY });
    },
    onError: onFailed,
  });
};
