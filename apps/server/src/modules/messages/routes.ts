import { PATHS, ZMarkMessagesReadInput, ZMessageList } from '@notedesk/contract';
import type { AppInstance } from '../../appInstance';
import type { Guard } from '../auth/guard';
import { guardedRoutes } from '../auth/guardedRoutes';
import type { MessageService } from './service';

/** The navbar's message box: the caller's messages, notices and to-dos. */
export const messageRoutes = (app: AppInstance, guard: Guard, messages: MessageService): void => {
  const signedIn = guardedRoutes(app, guard(), ['messages']);
  signedIn.get(PATHS.messages.list, { response: ZMessageList }, ({ auth, language }) =>
    messages.list(auth, language),
  );
  signedIn.post(
    PATHS.messages.read,
    { body: ZMarkMessagesReadInput, response: ZMessageList },
    ({ auth, body, language }) => messages.markRead(auth, body, language),
  );
};
