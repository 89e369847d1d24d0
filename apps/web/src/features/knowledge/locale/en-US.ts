import type { knowledgeZhCN } from './zh-CN';

export const knowledgeEnUS: Record<keyof typeof knowledgeZhCN, string> = {
  'knowledge.tab': 'Knowledge',
};
