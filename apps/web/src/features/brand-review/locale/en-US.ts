import type { brandReviewZhCN } from './zh-CN';

export const brandReviewEnUS: Record<keyof typeof brandReviewZhCN, string> = {
  'brandReview.title': 'Note monitoring',
  'brandReview.description':
    'Notes that mention your brands: authors, engagement and negative comment ratio.',
  'brandReview.threshold': 'Negative ratio threshold',
  'brandReview.brand': 'Brand: {brand}',
  'brandReview.allBrands': 'Scope: every note mentioning a brand (no own brand set)',
  'brandReview.notes': 'Notes mentioning',
  'brandReview.flagged': 'Notes with negative ratio ≥ {threshold}',
  'brandReview.flaggedShort': 'Over threshold',
  'brandReview.tiers': 'By author tier',
  'brandReview.tier': 'Author tier',
  'brandReview.tier.head': 'Head (≥ 500k fans)',
  'brandReview.tier.mid': 'Mid (50k–500k)',
  'brandReview.tier.junior': 'Junior (5k–50k)',
  'brandReview.tier.ordinary': 'Ordinary (< 5k)',
  'brandReview.tier.unknown': 'Fans unknown',
  'brandReview.tierShort.head': 'Head',
  'brandReview.tierShort.mid': 'Mid',
  'brandReview.tierShort.junior': 'Junior',
  'brandReview.tierShort.ordinary': 'Ordinary',
  'brandReview.tierShort.unknown': 'Unknown',
  'brandReview.items': 'Notes mentioning the brand, highest negative ratio first',
  'brandReview.itemsMore': 'At most 50 shown; every note:',
};
