export const commentMaintenanceZhCN = {
  'commentMaintenance.title': '评论监控',
  'commentMaintenance.description': '评论列表：分类、生成与编辑回复建议、标记跟进状态。',
} as const;
