import type { publicationEffectZhCN } from './zh-CN';

export const publicationEffectEnUS: Record<keyof typeof publicationEffectZhCN, string> = {
  'publicationEffect.title': 'Publication effect',
  'publicationEffect.description':
    'Notes published by your own accounts: engagement, comment counts and the share of negative comments.',
};
