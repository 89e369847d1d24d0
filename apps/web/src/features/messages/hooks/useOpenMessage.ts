import type { TMessage } from '@notedesk/contract';
import { useNavigate } from 'react-router';
import { useMessages } from './useMessages';

/** Opening a message marks it read and, when it leads somewhere in the app (`link`), goes there. */
export const useOpenMessage = (onLeave?: () => void) => {
  const navigate = useNavigate();
  const { markRead } = useMessages();
  return (message: TMessage) => {
    if (!message.read) markRead.mutate({ ids: [message.id] });
    // Only paths inside the app: a link is never an address elsewhere.
    if (message.link?.startsWith('/') && !message.link.startsWith('//')) {
      onLeave?.();
      navigate(message.link);
    }
  };
};
