import { describe, expect, it } from 'vitest';
import { isTypingTarget, keyboardCommand } from '../keyboardCommand';

describe('list keyboard', () => {
  it('j and k move the highlight and stop at the ends', () => {
    expect(keyboardCommand('j', null, 3)).toEqual({ type: 'move', index: 0 });
    expect(keyboardCommand('j', 0, 3)).toEqual({ type: 'move', index: 1 });
    expect(keyboardCommand('j', 2, 3)).toEqual({ type: 'move', index: 2 });
    expect(keyboardCommand('k', 2, 3)).toEqual({ type: 'move', index: 1 });
    expect(keyboardCommand('k', 0, 3)).toEqual({ type: 'move', index: 0 });
    expect(keyboardCommand('k', null, 3)).toEqual({ type: 'move', index: 0 });
  });

  it('keeps a highlight past the end of a shorter page on the last row', () => {
    expect(keyboardCommand('e', 9, 3)).toEqual({ type: 'editReply', index: 2 });
  });

  it('e edits and 1–4 set the status of the highlighted row only', () => {
    expect(keyboardCommand('e', 1, 3)).toEqual({ type: 'editReply', index: 1 });
    expect(keyboardCommand('1', 1, 3)).toEqual({ type: 'setStatus', index: 1, status: 0 });
    expect(keyboardCommand('2', 1, 3)).toEqual({ type: 'setStatus', index: 1, status: 1 });
    expect(keyboardCommand('3', 1, 3)).toEqual({ type: 'setStatus', index: 1, status: 2 });
    expect(keyboardCommand('4', 1, 3)).toEqual({ type: 'setStatus', index: 1, status: 3 });
    expect(keyboardCommand('e', null, 3)).toEqual({ type: 'none' });
    expect(keyboardCommand('2', null, 3)).toEqual({ type: 'none' });
  });

  it('ignores other keys and empty pages', () => {
    expect(keyboardCommand('5', 0, 3)).toEqual({ type: 'none' });
    expect(keyboardCommand('x', 0, 3)).toEqual({ type: 'none' });
    expect(keyboardCommand('j', null, 0)).toEqual({ type: 'none' });
  });

  it('never treats typing in a field or a dialog as a shortcut', () => {
    const input = document.createElement('input');
    const textarea = document.createElement('textarea');
    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    const button = document.createElement('button');
    dialog.appendChild(button);
    expect(isTypingTarget(input)).toBe(true);
    expect(isTypingTarget(textarea)).toBe(true);
    expect(isTypingTarget(button)).toBe(true);
    expect(isTypingTarget(document.body)).toBe(false);
  });
});
