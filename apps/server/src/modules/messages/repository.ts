import type { TMessageType } from '@notedesk/contract';
import type { Kysely } from 'kysely';
import { isRowId } from '../../db/rowId';
import type { Database, MessageRow } from '../../db/schema';

/** A message as written; `event`, `params` and `link` only for messages NoteDesk writes itself. */
type NewMessage = {
  tenant_id: number;
  user_id: number;
  type: TMessageType;
  title: string;
  content: string;
  sender: string;
  created_at: number;
  event?: string | null;
  params?: string | null;
  link?: string | null;
};

/** A user's inbox: messages, notices and to-dos addressed to one user of one tenant. */
export const createMessageRepository = (db: Kysely<Database>) => ({
  listForUser: (tenantId: number, userId: number, limit: number): Promise<MessageRow[]> =>
    db
      .selectFrom('messages')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute(),

  unreadCounts: async (tenantId: number, userId: number): Promise<Record<TMessageType, number>> => {
    const rows = await db
      .selectFrom('messages')
      .select(['type', (eb) => eb.fn.countAll<number>().as('unread')])
      .where('tenant_id', '=', tenantId)
      .where('user_id', '=', userId)
      .where('read_at', 'is', null)
      .groupBy('type')
      .execute();
    const counts: Record<TMessageType, number> = { message: 0, notice: 0, todo: 0 };
    for (const row of rows) counts[row.type] = Number(row.unread);
    return counts;
  },

  /** Marks the given ids read; ids of other users or tenants are left alone. Returns how many changed. */
  markRead: async (tenantId: number, userId: number, at: number, ids?: number[], type?: TMessageType) => {
    // Ids no row can have match nothing (and must not reach PostgreSQL's int4 comparison).
    const storedIds = ids?.filter(isRowId);
    if (storedIds && storedIds.length === 0) return 0;
    let query = db
      .updateTable('messages')
      .set({ read_at: at })
      .where('tenant_id', '=', tenantId)
      .where('user_id', '=', userId)
      .where('read_at', 'is', null);
    if (storedIds) query = query.where('id', 'in', storedIds);
    if (type) query = query.where('type', '=', type);
    const result = await query.executeTakeFirst();
    return Number(result.numUpdatedRows);
  },

  insert: async (message: NewMessage): Promise<void> => {
    await db
      .insertInto('messages')
      .values({ event: null, params: null, link: null, ...message, read_at: null })
      .execute();
  },

  /** One message to each of several users (an event that concerns them all), in one statement. */
  insertMany: async (messages: NewMessage[]): Promise<void> => {
    if (messages.length === 0) return;
    await db
      .insertInto('messages')
      .values(
        messages.map((message) => ({ event: null, params: null, link: null, ...message, read_at: null })),
      )
      .execute();
  },
});

export type MessageRepository = ReturnType<typeof createMessageRepository>;
