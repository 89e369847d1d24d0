import type { Kysely } from 'kysely';
import { up as relabelModelComments } from './0023_relabel_model_comments';

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped schema builder
type AnyDb = Kysely<any>;

/**
 * Session 12 (issue #14): the embedded classifier learnt from two more independent annotators' comments and from
 * a seed audited against the conventions settled in session 12 (talk about one's own work in shop words, replies
 * that insult no one, service praise, purchase reports, denied or healed problems), with the lexicon's fixes. The
 * comments the seed model labelled are classified once more exactly as migration 0023 did, with the same rows
 * left alone (staff, LLM, tenants with their own retrained model), so old and new comments share the labels and
 * the flag.
 */
export const up = (db: AnyDb): Promise<void> => relabelModelComments(db);
