import type { apiKeysZhCN } from './zh-CN';

export const apiKeysEnUS: Record<keyof typeof apiKeysZhCN, string> = {
  'apiKeys.tab': 'API keys',
};
