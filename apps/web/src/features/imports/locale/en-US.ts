import type { importsZhCN } from './zh-CN';

export const importsEnUS: Record<keyof typeof importsZhCN, string> = {
  'imports.tab': 'Imports',
};
