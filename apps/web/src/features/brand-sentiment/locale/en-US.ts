import type { brandSentimentZhCN } from './zh-CN';

export const brandSentimentEnUS: Record<keyof typeof brandSentimentZhCN, string> = {
  'brandSentiment.title': 'Brand analysis',
  'brandSentiment.description':
    'Comments under notes that mention your brands: sentiment, negative types and sales leads.',
};
