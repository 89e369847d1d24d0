import type { brandReviewZhCN } from './zh-CN';

export const brandReviewEnUS: Record<keyof typeof brandReviewZhCN, string> = {
  'brandReview.title': 'Note monitoring',
  'brandReview.description':
    'Notes that mention your brands: authors, engagement and negative comment ratio.',
};
