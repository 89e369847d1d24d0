import type { TMarkMessagesReadInput, TMessageList } from '@notedesk/contract';
import type { AppDeps } from '../../deps';
import { toIso } from '../../time';
import type { AuthContext } from '../auth/authContext';
import { createMessageRepository } from './repository';

const INBOX_LIMIT = 100;

export const createMessageService = (deps: AppDeps) => {
  const messages = createMessageRepository(deps.db);

  const list = async (caller: AuthContext): Promise<TMessageList> => {
    const rows = await messages.listForUser(caller.tenantId, caller.userId, INBOX_LIMIT);
    return {
      items: rows.map((row) => ({
        id: row.id,
        type: row.type,
        title: row.title,
        content: row.content,
        sender: row.sender,
        read: row.read_at !== null,
        created_at: toIso(row.created_at),
      })),
      unread: await messages.unreadCounts(caller.tenantId, caller.userId),
    };
  };

  return {
    list,
    markRead: async (caller: AuthContext, input: TMarkMessagesReadInput): Promise<TMessageList> => {
      if ('ids' in input) await messages.markRead(caller.tenantId, caller.userId, deps.now(), input.ids);
      else await messages.markRead(caller.tenantId, caller.userId, deps.now(), undefined, input.type);
      return list(caller);
    },
  };
};

export type MessageService = ReturnType<typeof createMessageService>;
