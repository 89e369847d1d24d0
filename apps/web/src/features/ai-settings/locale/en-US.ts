import type { aiSettingsZhCN } from './zh-CN';

export const aiSettingsEnUS: Record<keyof typeof aiSettingsZhCN, string> = {
  'aiSettings.tab': 'AI settings',
};
