import type { brandSentimentZhCN } from './zh-CN';

export const brandSentimentEnUS: Record<keyof typeof brandSentimentZhCN, string> = {
  'brandSentiment.title': 'Brand analysis',
  'brandSentiment.description':
    'Comments under notes that mention your brands: sentiment, negative types and sales leads.',
  'brandSentiment.brand': 'Brand: {brand}',
  'brandSentiment.allBrands': 'Scope: every comment (no own brand set)',
  'brandSentiment.comments': 'Comments',
  'brandSentiment.negative': 'Negative comments',
  'brandSentiment.negativeRatio': 'Negative ratio',
  'brandSentiment.trend': 'Sentiment per day',
  'brandSentiment.negTypes': 'Negative types',
  'brandSentiment.todo': 'Negative comments to handle (most liked first)',
  'brandSentiment.todoAll': 'Negative comments to do:',
  'brandSentiment.words': 'Words recurring in complaints',
  'brandSentiment.wordComments': 'Negative comments with the word',
  'brandSentiment.groups': 'By product line and product',
  'brandSentiment.byProductLine': 'By product line',
  'brandSentiment.byProduct': 'By product',
  'brandSentiment.group': 'Group',
  'brandSentiment.shareOfVoice': 'Share of voice against competitors',
  'brandSentiment.sovBrand': 'Brand',
  'brandSentiment.sovNotes': 'Notes mentioning',
  'brandSentiment.sovComments': 'Comments',
  'brandSentiment.sovShare': 'Share',
  'brandSentiment.own': 'Own brand',
};
