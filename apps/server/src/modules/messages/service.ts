import type { TMarkMessagesReadInput, TMessageList } from '@notedesk/contract';
import type { AppDeps } from '../../deps';
import type { Language } from '../../http/language';
import { toIso } from '../../time';
import type { AuthContext } from '../auth/authContext';
import {
  type MessageEvent,
  type MessageEventParams,
  messageEventType,
  renderMessageEvent,
} from './messageEvent';
import { createMessageRepository } from './repository';

const INBOX_LIMIT = 100;
const PRODUCT_SENDER = 'NoteDesk';

/** What happened, to whom: the input of `notify`. */
export type MessageNotice = {
  tenantId: number;
  userIds: number[];
  event: MessageEvent;
  params?: MessageEventParams;
  link?: string;
};

const parseParams = (stored: string | null): MessageEventParams => {
  if (!stored) return {};
  try {
    return JSON.parse(stored) as MessageEventParams;
  } catch {
    return {};
  }
};

export const createMessageService = (deps: AppDeps) => {
  const messages = createMessageRepository(deps.db);

  const list = async (caller: AuthContext, language: Language = 'zh-CN'): Promise<TMessageList> => {
    const rows = await messages.listForUser(caller.tenantId, caller.userId, INBOX_LIMIT);
    return {
      items: rows.map((row) => ({
        id: row.id,
        type: row.type,
        ...(row.event
          ? renderMessageEvent(row.event, parseParams(row.params), language)
          : { title: row.title, content: row.content }),
        sender: row.sender,
        read: row.read_at !== null,
        created_at: toIso(row.created_at),
        event: row.event,
        link: row.link,
      })),
      unread: await messages.unreadCounts(caller.tenantId, caller.userId),
    };
  };

  return {
    list,
    markRead: async (caller: AuthContext, input: TMarkMessagesReadInput, language?: Language) => {
      if ('ids' in input) await messages.markRead(caller.tenantId, caller.userId, deps.now(), input.ids);
      else await messages.markRead(caller.tenantId, caller.userId, deps.now(), undefined, input.type);
      return list(caller, language);
    },

    /**
     * Puts a product event into the message box of each user concerned (deduplicated). The stored title and
     * text are the zh-CN wording, for readers of the raw table; the box renders each reader's language.
     */
    notify: async (notice: MessageNotice): Promise<void> => {
      const params = notice.params ?? {};
      const stored = renderMessageEvent(notice.event, params, 'zh-CN');
      const createdAt = deps.now();
      await messages.insertMany(
        [...new Set(notice.userIds)].map((userId) => ({
          tenant_id: notice.tenantId,
          user_id: userId,
          type: messageEventType(notice.event),
          title: stored.title,
          content: stored.content,
          sender: PRODUCT_SENDER,
          created_at: createdAt,
          event: notice.event,
          params: JSON.stringify(params),
          link: notice.link ?? null,
        })),
      );
    },
  };
};

export type MessageService = ReturnType<typeof createMessageService>;
