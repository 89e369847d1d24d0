import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** One line of demoReplies.jsonl: what the brand team answers to one comment template of a kind. */
type DemoReplyLine = { kind: string; comment: string; replies: string[] };

const keyOf = (kind: string, template: string) => `${kind}\t${template}`;

/**
 * The demo brand team's answers (demoReplies.jsonl, data beside this code), keyed `kind\ttemplate`: each
 * answers what that comment says or asks. Read once at start-up. At least two per template, because a staff
 * member's own wording (the second) replaces the draft (the first) on some comments.
 */
export const DEMO_REPLIES: ReadonlyMap<string, readonly string[]> = (() => {
  const lines = readFileSync(join(import.meta.dirname, 'demoReplies.jsonl'), 'utf8').split('\n');
  const replies = new Map<string, readonly string[]>();
  for (const line of lines.filter((text) => text.trim() !== '')) {
    const { kind, comment, replies: texts } = JSON.parse(line) as DemoReplyLine;
    if (texts.length < 2) throw new Error(`demoReplies.jsonl: ${kind} "${comment}" needs two replies`);
    replies.set(keyOf(kind, comment), texts);
  }
  return replies;
})();

/** The brand's answers to a comment written from this template of this kind ([] when nobody answers it). */
export const demoRepliesFor = (kind: string, template: string): readonly string[] =>
  DEMO_REPLIES.get(keyOf(kind, template)) ?? [];
