import type { commentMaintenanceZhCN } from './zh-CN';

export const commentMaintenanceEnUS: Record<keyof typeof commentMaintenanceZhCN, string> = {
  'commentMaintenance.title': 'Comment monitoring',
  'commentMaintenance.description':
    'Comment list: classify, generate and edit suggested replies, set the follow-up status.',
};
