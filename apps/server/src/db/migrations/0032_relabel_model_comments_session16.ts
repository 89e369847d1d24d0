import type { Kysely } from 'kysely';
import { up as relabelModelComments } from './0023_relabel_model_comments';

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped schema builder
type AnyDb = Kysely<any>;

/**
 * Session 16, round 6 (issue #14): someone else's complaint quoted and answered (说它起皮的 我从没起过, 是你抹太厚了)
 * is praise, a reaction or a fake only feared (怕过敏, 担心买到假的) is no complaint, the service's stock reply
 * quoted in scorn (只会说请耐心等待) is no service praise, a lexicon word that denies another (不满意) is read as a
 * denial, more ways of telling relief (只剩一点, 不用再敷药). Released together with session 17's model (two more
 * annotator passes, spam written in new trades, the review threshold 0.535 chosen on new voices; round 8: pass 10a,
 * advice to another commenter, relief by comparison with before), which is the model it relabels with. The comments the seed model labelled are classified once more exactly as migration 0023
 * did, with the same rows left alone (staff, LLM, tenants with their own retrained model).
 */
export const up = (db: AnyDb): Promise<void> => relabelModelComments(db);
