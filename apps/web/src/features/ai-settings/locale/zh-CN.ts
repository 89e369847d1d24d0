export const aiSettingsZhCN = {
  'aiSettings.tab': 'AI 设置',
} as const;
