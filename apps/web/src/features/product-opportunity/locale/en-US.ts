import type { productOpportunityZhCN } from './zh-CN';

export const productOpportunityEnUS: Record<keyof typeof productOpportunityZhCN, string> = {
  'productOpportunity.title': 'Category opportunity',
  'productOpportunity.description':
    'Notes and comments in your product categories: purchase intention and customer requirements.',
  'productOpportunity.notes': 'Category notes',
  'productOpportunity.comments': 'Category comments',
  'productOpportunity.demand.purchase_intention': 'Purchase intention',
  'productOpportunity.demand.purchase_consultation': 'Purchase questions',
  'productOpportunity.demand.product_consultation': 'Product questions',
  'productOpportunity.byProduct': 'Buying signals by product',
  'productOpportunity.byKeyword': 'Buying signals by keyword',
  'productOpportunity.product': 'Product',
  'productOpportunity.keyword': 'Keyword',
  'productOpportunity.requirements': 'Unmet customer requirements',
  'productOpportunity.requirementsAll': 'Requirement comments:',
  'productOpportunity.requirementWord': 'Requirement comments with the word',
  'productOpportunity.competitors': 'Complaints about competitors, by negative type',
  'productOpportunity.competitor': 'Competitor',
  'productOpportunity.competitorNegative': 'Negative comments',
  'productOpportunity.rising': 'Rising keywords (this period against the previous)',
  'productOpportunity.risingNow': 'Comments now',
  'productOpportunity.risingBefore': 'Comments before',
  'productOpportunity.risingChange': 'Change',
};
