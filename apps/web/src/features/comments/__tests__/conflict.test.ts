import type { TFollowUp, TReplyDraft } from '@notedesk/contract';
import { describe, expect, it } from 'vitest';
import { HttpError } from '@/app/http/HttpError';
import {
  newestChange,
  replyConflictOf,
  resolveReplyConflict,
  resolveStatusConflict,
  statusConflictOf,
} from '../conflict';

const saved: TReplyDraft = {
  target: 'comment',
  id: 7,
  reply_text: '感谢反馈，已私信您～',
  reply_updated_at: '2026-11-22T03:00:00.000Z',
  reply_updated_by: { id: 3, name: '陈宇 Chen Yu' },
  source: 'staff',
};

const followUp = (id: number, status: TFollowUp['process_status'], at: string | null): TFollowUp => ({
  id,
  process_status: status,
  process_staff: { id: 3, name: '陈宇 Chen Yu' },
  process_note: '',
  process_updated_at: at,
});

const conflict409 = (data: unknown) => new HttpError('已被他人修改', 409, 409, '已被他人修改', data);

describe('409 conflicts', () => {
  it('reads the saved reply from a 409 and keeps what the user typed', () => {
    expect(replyConflictOf(conflict409(saved), '我的版本')).toEqual({ mine: '我的版本', theirs: saved });
  });

  it('is no conflict for other failures or bodies that are not a draft', () => {
    expect(replyConflictOf(new HttpError('x', 422, 422, 'x', saved), 'a')).toBeNull();
    expect(replyConflictOf(conflict409({ nope: true }), 'a')).toBeNull();
    expect(replyConflictOf(new Error('network'), 'a')).toBeNull();
  });

  it('keeping mine saves over the version just seen; keeping theirs takes it', () => {
    const conflict = { mine: '我的版本', theirs: saved };
    expect(resolveReplyConflict(conflict, 'mine')).toEqual({
      type: 'save',
      reply_text: '我的版本',
      expected_updated_at: saved.reply_updated_at,
    });
    expect(resolveReplyConflict(conflict, 'theirs')).toEqual({ type: 'accept', draft: saved });
  });

  it('keeping my status re-sends every selected comment over the newest change seen', () => {
    const theirs = [followUp(2, 2, '2026-11-22T03:00:00.000Z'), followUp(3, 3, '2026-11-22T03:05:00.000Z')];
    const conflict = statusConflictOf(conflict409(theirs), { comment_ids: [1, 2, 3], status: 1 });
    expect(conflict).not.toBeNull();
    expect(resolveStatusConflict(conflict!, 'mine')).toEqual({
      accept: [],
      save: { comment_ids: [1, 2, 3], status: 1, expected_updated_at: '2026-11-22T03:05:00.000Z' },
    });
  });

  it('keeping theirs shows their statuses and still sets the comments nobody else touched', () => {
    const theirs = [followUp(2, 2, '2026-11-22T03:00:00.000Z')];
    const conflict = { mine: { comment_ids: [1, 2], status: 1 as const }, theirs };
    expect(resolveStatusConflict(conflict, 'theirs')).toEqual({
      accept: theirs,
      save: { comment_ids: [1], status: 1, expected_updated_at: '2026-11-22T03:00:00.000Z' },
    });
    expect(
      resolveStatusConflict({ mine: { comment_ids: [2], status: 1 }, theirs }, 'theirs').save,
    ).toBeNull();
  });

  it('the newest change ignores rows never followed up', () => {
    expect(newestChange([{ process_updated_at: null }])).toBeNull();
    expect(
      newestChange([
        { process_updated_at: '2026-11-22T03:05:00+08:00' },
        { process_updated_at: '2026-11-21T20:00:00Z' },
      ]),
    ).toBe('2026-11-21T20:00:00Z');
  });
});
