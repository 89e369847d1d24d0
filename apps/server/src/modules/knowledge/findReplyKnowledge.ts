import type { AppDeps } from '../../deps';
import type { ReplyKnowledge } from '../replies/replyEngine';
import { type KnowledgeQuery, rankKnowledge } from './rankKnowledge';
import { createKnowledgeRepository } from './repository';

/** The tenant's knowledge rows relevant to what a draft answers (empty when it has none). */
export const findReplyKnowledge = async (
  deps: Pick<AppDeps, 'db' | 'dialect'>,
  tenantId: number,
  query: KnowledgeQuery,
): Promise<ReplyKnowledge[]> => {
  if (!query.text.trim()) return [];
  return rankKnowledge(await createKnowledgeRepository(deps.db, deps.dialect).entries(tenantId), query);
};
