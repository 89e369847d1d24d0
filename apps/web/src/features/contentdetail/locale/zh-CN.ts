export const contentDetailZhCN = {
  'contentDetail.title': '内容详情',
  'contentDetail.description': '笔记内容 {id} 的详情与评论。',
} as const;
