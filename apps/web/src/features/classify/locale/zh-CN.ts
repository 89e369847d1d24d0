export const classifyZhCN = {
  'classify.tab': '分类模型',
} as const;
