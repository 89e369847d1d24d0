import type { Kysely } from 'kysely';
import { up as relabelModelComments } from './0023_relabel_model_comments';

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped schema builder
type AnyDb = Kysely<any>;

/**
 * Session 18, round 9 (issue #14): annotator pass 11a (long verdicts that turn, relief and relapse stories, bad moods
 * that blame no product, sarcastic complaints, shop reviews of other goods) joins the training data; advice about a
 * reaction given to another commenter (楼上说刺痛的 先停几天) is other (100), not the commenter's complaint; a
 * compensation scorned (补偿…开玩笑) is a complaint, not a price question; relief told as mostly gone (退得差不多,
 * 基本不痒) and reactions to earlier or other products are no reaction to this one. The comments the seed model
 * labelled are classified once more exactly as migration 0023 did, with the same rows left alone (staff, LLM, tenants
 * with their own retrained model).
 */
export const up = (db: AnyDb): Promise<void> => relabelModelComments(db);
