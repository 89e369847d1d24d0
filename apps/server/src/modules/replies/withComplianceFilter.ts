import { complianceFilter, complianceNote } from './complianceFilter';
import type { ReplyDraftResult } from './replyEngine';

/**
 * A draft after the compliance filter, with what it changed added to the note staff see (one note a line).
 * Every engine's output goes through this: templates here, the LLM engine's answers too.
 */
export const withComplianceFilter = (draft: ReplyDraftResult): ReplyDraftResult => {
  const filtered = complianceFilter(draft.text);
  const note = [draft.note, complianceNote(filtered.changes)].filter(Boolean).join('\n');
  return { ...draft, text: filtered.text, ...(note ? { note } : {}) };
};
