export const productOpportunityZhCN = {
  'productOpportunity.title': '品类机会',
  'productOpportunity.description': '品类关键词下的笔记与评论：购买意向与客户需求。',
} as const;
