import type { contentDetailZhCN } from './zh-CN';

export const contentDetailEnUS: Record<keyof typeof contentDetailZhCN, string> = {
  'contentDetail.title': 'Content detail',
  'contentDetail.description': 'Details and comments of content {id}.',
};
