import type { trackingConfigZhCN } from './zh-CN';

export const trackingConfigEnUS: Record<keyof typeof trackingConfigZhCN, string> = {
  'trackingConfig.tab': 'Tracking setup',
};
