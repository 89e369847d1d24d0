export const apiKeysZhCN = {
  'apiKeys.tab': 'API 密钥',
} as const;
