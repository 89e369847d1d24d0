import { useMutation } from '@tanstack/react-query';
import { sendToGroup } from '../api';

/**
 * Sends comments (as a card) or a text to the tenant's group. The links in the card lead back to this
 * NoteDesk unless the admin set another address. A refusal shows Feishu's own words (the client's error line).
 */
export const useSendToGroup = (onSent: () => void) =>
  useMutation({
    mutationFn: (what: { comment_ids: number[] } | { text: string }) =>
      sendToGroup({ ...what, origin: window.location.origin }),
    onSuccess: onSent,
  });
