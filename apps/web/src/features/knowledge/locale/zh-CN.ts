export const knowledgeZhCN = {
  'knowledge.tab': '知识库',
} as const;
