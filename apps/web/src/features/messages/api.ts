import { PATHS, type TMarkMessagesReadInput, type TMessageList, ZMessageList } from '@notedesk/contract';
import { http } from '@/app/http/http';

export const MESSAGES_QUERY_KEY = ['messages'] as const;

export const fetchMessages = async (): Promise<TMessageList> =>
  ZMessageList.parse(await http.get(PATHS.messages.list));

/** Marks messages read; the server answers with the updated list. */
export const markMessagesRead = async (input: TMarkMessagesReadInput): Promise<TMessageList> =>
  ZMessageList.parse(await http.post(PATHS.messages.read, input));
