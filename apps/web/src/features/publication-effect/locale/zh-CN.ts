export const publicationEffectZhCN = {
  'publicationEffect.title': '发布效果',
  'publicationEffect.description': '自有账号发布的笔记：互动数据、评论量与负面评论占比。',
} as const;
