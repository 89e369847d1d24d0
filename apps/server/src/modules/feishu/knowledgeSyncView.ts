import type { TFeishuKnowledgeSync, TKnowledgeProblem } from '@notedesk/contract';
import type { Language } from '../../http/language';
import { toIso } from '../../time';
import type { FeishuFailureInfo } from './FeishuFailed';
import { failureSentence, knowledgeEmptySentence, noSheetSentence } from './feishuWords';

/** A knowledge-sheet sync as stored (feishu_settings.knowledge_sync): facts only, worded when shown. */
export type StoredKnowledgeSync = {
  at: number;
  read: number;
  imported: number;
  problems: TKnowledgeProblem[];
  /** Why Feishu gave no rows; null when it did. */
  failure: FeishuFailureInfo | null;
  /** No sheet is set. */
  noSheet: boolean;
};

const parsed = (stored: string): StoredKnowledgeSync | null => {
  if (!stored) return null;
  try {
    return JSON.parse(stored) as StoredKnowledgeSync;
  } catch {
    return null;
  }
};

/** The last sync as an admin reads it, the reason in `language`; null before the first. */
export const knowledgeSyncView = (
  stored: string,
  language: Language,
  baseUrl: string,
): TFeishuKnowledgeSync | null => {
  const sync = parsed(stored);
  if (!sync) return null;
  const detail = sync.noSheet
    ? noSheetSentence(language)
    : sync.failure
      ? failureSentence(sync.failure, language, baseUrl)
      : sync.imported === 0
        ? knowledgeEmptySentence(language)
        : '';
  return {
    ok: detail === '',
    at: toIso(sync.at),
    read: sync.read,
    imported: sync.imported,
    problems: sync.problems,
    detail,
  };
};
