import type { productOpportunityZhCN } from './zh-CN';

export const productOpportunityEnUS: Record<keyof typeof productOpportunityZhCN, string> = {
  'productOpportunity.title': 'Category opportunity',
  'productOpportunity.description':
    'Notes and comments in your product categories: purchase intention and customer requirements.',
};
