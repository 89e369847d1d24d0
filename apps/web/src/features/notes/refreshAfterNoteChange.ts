import type { QueryClient } from '@tanstack/react-query';
import { COMMENTS_KEY, DAILY_TASKS_KEY } from '../comments';
import { NOTES_KEY } from './api';

/** A note deleted or restored takes its comments with it: every note list, comment list and today's counts reload. */
export const refreshAfterNoteChange = (client: QueryClient) => {
  void client.invalidateQueries({ queryKey: COMMENTS_KEY });
  void client.invalidateQueries({ queryKey: DAILY_TASKS_KEY });
  void client.invalidateQueries({ queryKey: NOTES_KEY });
};
