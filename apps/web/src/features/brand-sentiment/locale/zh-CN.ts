export const brandSentimentZhCN = {
  'brandSentiment.title': '品牌分析',
  'brandSentiment.description': '提及品牌的笔记下的评论：情感、负面类型与销售线索。',
} as const;
