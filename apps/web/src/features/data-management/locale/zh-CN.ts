export const dataManagementZhCN = {
  'dataManagement.title': '数据管理',
  'dataManagement.description': '导入、导出与同步数据，管理跟踪的笔记、关键词、品牌和产品。',
} as const;
