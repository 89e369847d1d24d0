import type { TCommentRow, TProcessStatus } from '@notedesk/contract';
import { useEffect, useState } from 'react';
import { isTypingTarget, keyboardCommand } from '../keyboardCommand';

type ListKeyboardOptions = {
  rows: readonly TCommentRow[];
  /** Only the page on screen listens (kept-alive pages stay mounted). */
  enabled: boolean;
  onEditReply: (row: TCommentRow) => void;
  onSetStatus: (row: TCommentRow, status: TProcessStatus) => void;
};

/** j/k move the highlight, e edits its reply, 1–4 set its follow-up status. */
export const useListKeyboard = ({ rows, enabled, onEditReply, onSetStatus }: ListKeyboardOptions) => {
  const [activeId, setActiveId] = useState<number | null>(null);

  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || isTypingTarget(event.target)) return;
      const index = rows.findIndex((row) => row.id === activeId);
      const command = keyboardCommand(event.key, index < 0 ? null : index, rows.length);
      if (command.type === 'none') return;
      event.preventDefault();
      const row = rows[command.index];
      if (!row) return;
      if (command.type === 'move') {
        setActiveId(row.id);
        requestAnimationFrame(() =>
          document.querySelector('.comment-table__row--active')?.scrollIntoView({ block: 'nearest' }),
        );
      } else if (command.type === 'editReply') onEditReply(row);
      else onSetStatus(row, command.status);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [enabled, rows, activeId, onEditReply, onSetStatus]);

  return { activeId, setActiveId };
};
