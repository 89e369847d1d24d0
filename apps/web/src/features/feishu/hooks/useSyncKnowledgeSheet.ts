import type { TFeishuKnowledgeSync } from '@notedesk/contract';
import { useRefreshingMutation } from '@/app/query/useRefreshingMutation';
import { KNOWLEDGE_KEY } from '@/features/knowledge';
import { FEISHU_SETTINGS_KEY, syncKnowledgeSheet } from '../api';

/** "Sync knowledge sheet now": the outcome goes to `onSynced`; the settings (last sync) and knowledge reload. */
export const useSyncKnowledgeSheet = (onSynced: (sync: TFeishuKnowledgeSync) => void) =>
  useRefreshingMutation({
    mutationFn: syncKnowledgeSheet,
    staleKeys: [FEISHU_SETTINGS_KEY, KNOWLEDGE_KEY],
    onDone: onSynced,
  });
