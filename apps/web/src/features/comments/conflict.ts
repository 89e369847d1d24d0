import type { TFollowUp, TProcessStatus, TReplyDraft } from '@notedesk/contract';
import { ZFollowUp, ZReplyDraft } from '@notedesk/contract';
import { HttpError } from '@/app/http/HttpError';

/** A save refused because someone else saved first: what the user typed and what is saved now. */
export type Conflict<TMine, TTheirs> = { mine: TMine; theirs: TTheirs };

export type ReplyConflict = Conflict<string, TReplyDraft>;
/** What the user asked for (every selected comment) against the follow-ups someone else saved since. */
export type StatusConflict = Conflict<{ comment_ids: number[]; status: TProcessStatus }, TFollowUp[]>;

const conflictData = (error: unknown): unknown =>
  error instanceof HttpError && error.status === 409 ? error.data : undefined;

/** The 409's current reply draft, or null when the failure is not a reply conflict. */
export const replyConflictOf = (error: unknown, mine: string): ReplyConflict | null => {
  const parsed = ZReplyDraft.safeParse(conflictData(error));
  return parsed.success ? { mine, theirs: parsed.data } : null;
};

/** The 409's current follow-ups, or null when the failure is not a follow-up conflict. */
export const statusConflictOf = (error: unknown, mine: StatusConflict['mine']): StatusConflict | null => {
  const parsed = ZFollowUp.array().min(1).safeParse(conflictData(error));
  return parsed.success ? { mine, theirs: parsed.data } : null;
};

/** Keep mine: save again, this time over the version just seen. Keep theirs: take the saved one as is. */
export type ConflictChoice = 'mine' | 'theirs';

export type ReplyResolution =
  | { type: 'save'; reply_text: string; expected_updated_at: string | null }
  | { type: 'accept'; draft: TReplyDraft };

export const resolveReplyConflict = (conflict: ReplyConflict, choice: ConflictChoice): ReplyResolution =>
  choice === 'mine'
    ? { type: 'save', reply_text: conflict.mine, expected_updated_at: conflict.theirs.reply_updated_at }
    : { type: 'accept', draft: conflict.theirs };

export type StatusSave = {
  comment_ids: number[];
  status: TProcessStatus;
  expected_updated_at: string | null;
};

export type StatusResolution = {
  /** Saved follow-ups to show as they are. */
  accept: TFollowUp[];
  /** What to save now, or null when nothing is left to save. */
  save: StatusSave | null;
};

/** The newest change time among follow-ups: saving "over" it means the user has seen them all. */
export const newestChange = (followUps: readonly Pick<TFollowUp, 'process_updated_at'>[]): string | null =>
  followUps
    .map((followUp) => followUp.process_updated_at)
    .filter((at): at is string => at !== null)
    .sort((a, b) => Date.parse(a) - Date.parse(b))
    .at(-1) ?? null;

/**
 * The server refuses the whole batch on a conflict, so nothing was saved yet. Keep mine re-sends every
 * selected comment over the newest version just seen; keep theirs leaves the conflicting comments as
 * saved and sets the others.
 */
export const resolveStatusConflict = (conflict: StatusConflict, choice: ConflictChoice): StatusResolution => {
  const expected = newestChange(conflict.theirs);
  if (choice === 'mine') return { accept: [], save: { ...conflict.mine, expected_updated_at: expected } };
  const taken = new Set(conflict.theirs.map((followUp) => followUp.id));
  const rest = conflict.mine.comment_ids.filter((id) => !taken.has(id));
  return {
    accept: conflict.theirs,
    save: rest.length
      ? { comment_ids: rest, status: conflict.mine.status, expected_updated_at: expected }
      : null,
  };
};
