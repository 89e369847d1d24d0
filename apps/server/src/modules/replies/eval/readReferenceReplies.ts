import { readFileSync } from 'node:fs';
import type { TPlatform } from '@notedesk/contract';

/** One row of the reference set (see eval/README.md). */
export type ReferenceReply = {
  text: string;
  platform: TPlatform;
  product: string | null;
  /**
   * Whose note the comment sits under, where the set knows it (set P, sampled from imported crawls): 'own' for the
   * brand's, 'brand' / 'category' for others'. Drafted as the server drafts it (noteIsOwn); absent: unknown.
   */
  note_source?: 'own' | 'brand' | 'category';
  /**
   * The text of the comment this one replies to, where the set knows it (set Q on: null for a top-level comment);
   * drafted as the server drafts a reply in a thread, with that comment above it. Absent: no thread known.
   */
  parent_text?: string | null;
  question_kind: string;
  reply: string | null;
  must: string[];
  must_not: string[];
};

/** The reference rows of a JSONL file, one object a line. */
export const readReferenceReplies = (path: string): ReferenceReply[] =>
  readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as ReferenceReply);
