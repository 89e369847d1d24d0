import type { TProcessStatus } from '@notedesk/contract';

/** What a key press on the comment list asks for. */
export type KeyboardCommand =
  | { type: 'move'; index: number }
  | { type: 'editReply'; index: number }
  | { type: 'setStatus'; index: number; status: TProcessStatus }
  | { type: 'none' };

/** Keys 1–4 map to the follow-up statuses in their display order: to do, in progress, done, no action. */
const STATUS_KEYS: Record<string, TProcessStatus> = { '1': 0, '2': 1, '3': 2, '4': 3 };

/**
 * The list's keyboard reducer: `active` is the highlighted row (null before the first j/k), `rows` how
 * many rows the page shows. j/k move and stop at the ends; e and 1–4 act on the highlighted row.
 */
export const keyboardCommand = (key: string, active: number | null, rows: number): KeyboardCommand => {
  if (rows === 0) return { type: 'none' };
  const current = active === null ? null : Math.min(Math.max(active, 0), rows - 1);
  if (key === 'j' || key === 'ArrowDown')
    return { type: 'move', index: current === null ? 0 : Math.min(current + 1, rows - 1) };
  if (key === 'k' || key === 'ArrowUp')
    return { type: 'move', index: current === null ? 0 : Math.max(current - 1, 0) };
  if (current === null) return { type: 'none' };
  if (key === 'e') return { type: 'editReply', index: current };
  const status = STATUS_KEYS[key];
  if (status !== undefined) return { type: 'setStatus', index: current, status };
  return { type: 'none' };
};

/** Typing in a field, or pressing with a modifier, is never a list shortcut. */
export const isTypingTarget = (target: EventTarget | null): boolean => {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  return (
    ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) || target.closest('[role="dialog"]') !== null
  );
};
