import type { TNoteCard, TReplyDraft } from '@notedesk/contract';
import { useQueryClient } from '@tanstack/react-query';
import { noteDetailKey } from '../api';

/** Shows a saved or generated reply draft on the note's card without asking the server again. */
export const usePutNoteDraft = (noteId: number | null) => {
  const client = useQueryClient();
  return (draft: TReplyDraft) =>
    client.setQueryData<TNoteCard>(noteDetailKey(noteId), (current) =>
      current
        ? { ...current, reply_text: draft.reply_text, reply_updated_at: draft.reply_updated_at }
        : current,
    );
};
