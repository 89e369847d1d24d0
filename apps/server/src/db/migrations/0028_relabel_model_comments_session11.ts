import type { Kysely } from 'kysely';
import { up as relabelModelComments } from './0023_relabel_model_comments';

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped schema builder
type AnyDb = Kysely<any>;

/**
 * Session 11 (issue #14): the embedded classifier learnt from a second independent annotator's 1,192 comments,
 * and its review flag is computed from two views (the cls_type and sentiment models, and a model of the pair),
 * so it flags the labels that are likely wrong. The comments the seed model labelled are classified once more
 * exactly as migration 0023 did, with the same rows left alone (staff, LLM, tenants with their own retrained
 * model), so old and new comments share the labels and the flag.
 */
export const up = (db: AnyDb): Promise<void> => relabelModelComments(db);
