import type { dataManagementZhCN } from './zh-CN';

export const dataManagementEnUS: Record<keyof typeof dataManagementZhCN, string> = {
  'dataManagement.title': 'Data management',
  'dataManagement.description':
    'Import, export and sync data; manage tracked notes, keywords, brands and products.',
};
