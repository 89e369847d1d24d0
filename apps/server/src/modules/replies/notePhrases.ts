import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ReplyRegister } from './replySlots';

type NoteParts = { open: string[]; body: string[]; close: string[] };

/** Note (post) reply sentences per register (notePhrases.json); slots as for comments. */
export const NOTE_PHRASES: Record<ReplyRegister, NoteParts> = JSON.parse(
  readFileSync(join(import.meta.dirname, 'notePhrases.json'), 'utf8'),
);
