import type { classifyZhCN } from './zh-CN';

export const classifyEnUS: Record<keyof typeof classifyZhCN, string> = {
  'classify.tab': 'Classifier',
};
