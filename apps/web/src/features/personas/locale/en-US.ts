import type { personasZhCN } from './zh-CN';

export const personasEnUS: Record<keyof typeof personasZhCN, string> = {
  'personas.tab': 'Reply personas',
};
