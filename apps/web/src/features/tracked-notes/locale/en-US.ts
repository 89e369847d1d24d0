import type { trackedNotesZhCN } from './zh-CN';

export const trackedNotesEnUS: Record<keyof typeof trackedNotesZhCN, string> = {
  'trackedNotes.tab': 'Tracked notes',
};
