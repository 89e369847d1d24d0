export const importsZhCN = {
  'imports.tab': '导入数据',
} as const;
