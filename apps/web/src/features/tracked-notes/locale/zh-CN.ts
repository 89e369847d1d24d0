export const trackedNotesZhCN = {
  'trackedNotes.tab': '跟踪的笔记',
} as const;
