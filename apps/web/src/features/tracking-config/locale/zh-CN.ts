export const trackingConfigZhCN = {
  'trackingConfig.tab': '跟踪配置',
} as const;
