import { COMMENTS_KEY, DAILY_TASKS_KEY } from '@/features/comments';
import { NOTES_KEY } from './api';

/** A note deleted or restored takes its comments with it: note lists, comment lists and today's counts. */
export const NOTE_CHANGE_STALE_KEYS = [NOTES_KEY, COMMENTS_KEY, DAILY_TASKS_KEY] as const;
