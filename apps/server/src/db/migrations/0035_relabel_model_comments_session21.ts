import type { Kysely } from 'kysely';
import { up as relabelModelComments } from './0023_relabel_model_comments';
import { markTenantModelsForRelabel } from './markTenantModelsForRelabel';

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped schema builder
type AnyDb = Kysely<any>;

/**
 * Session 21, round 13 (issue #14): a customer's own case (a complaint filed with the seller, the platform or 12315, a
 * refund or return refused, an order number told with a complaint) is a complaint, never spam or chatter: the
 * models read 投诉 and 订单尾号 as a scam's or a worker's words. The comments the seed model labelled are classified
 * once more exactly as migration 0023 did (staff and LLM labels left alone), and every tenant with a retrained model
 * of its own is marked to relabel its comments with that model at the next start (as 0034 explains).
 */
export const up = async (db: AnyDb): Promise<void> => {
  await relabelModelComments(db);
  await markTenantModelsForRelabel(db);
};
