export const brandReviewZhCN = {
  'brandReview.title': '笔记监控',
  'brandReview.description': '提及品牌的笔记：作者、互动与负面评论占比。',
} as const;
