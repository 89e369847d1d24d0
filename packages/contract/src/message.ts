import { z } from 'zod';
import { ZMessageType } from './domain';

export const ZMessage = z.object({
  id: z.number().int(),
  type: ZMessageType,
  title: z.string(),
  content: z.string(),
  sender: z.string(),
  read: z.boolean(),
  created_at: z.string(),
  /** The product event behind a message written by NoteDesk itself (`import_finished`, `export_ready`, …). */
  event: z.string().nullable(),
  /** Where the message leads in the app (a comment, a download), or null. */
  link: z.string().nullable(),
});
export type TMessage = z.infer<typeof ZMessage>;

/** GET /api/messages */
export const ZMessageList = z.object({
  items: z.array(ZMessage),
  unread: z.object({ message: z.number().int(), notice: z.number().int(), todo: z.number().int() }),
});
export type TMessageList = z.infer<typeof ZMessageList>;

/** POST /api/messages/read — the ids to mark read, or every unread one of a type with `all`. */
export const ZMarkMessagesReadInput = z.union([
  z.object({ ids: z.array(z.number().int().positive()).min(1).max(500) }),
  z.object({ all: z.literal(true), type: ZMessageType.optional() }),
]);
export type TMarkMessagesReadInput = z.infer<typeof ZMarkMessagesReadInput>;
