import type { TKnowledgeMode, TKnowledgeUploadResult } from '@notedesk/contract';
import { useRefreshingMutation } from '@/app/query/useRefreshingMutation';
import { KNOWLEDGE_KEY, uploadKnowledge } from '../api';

type UploadKnowledgeHandlers = {
  onUploaded: (result: TKnowledgeUploadResult) => void;
  onFailed: (error: Error) => void;
};

/** Uploads a knowledge file, appended to or replacing what is there; the list reloads after it. */
export const useUploadKnowledge = ({ onUploaded, onFailed }: UploadKnowledgeHandlers) =>
  useRefreshingMutation({
    mutationFn: ({ file, mode }: { file: File; mode: TKnowledgeMode }) => uploadKnowledge(file, mode),
    staleKeys: [KNOWLEDGE_KEY],
    onDone: onUploaded,
    onFailed,
  });
