import { PATHS, ZEnvelope, ZMarkMessagesReadInput, ZMessageList } from '@notedesk/contract';
import type { AppInstance } from '../../appInstance';
import { pickLanguage } from '../../http/language';
import { ok } from '../../http/ok';
import { authOf, type Guard } from '../auth/guard';
import type { MessageService } from './service';

/** The navbar's message box: the caller's messages, notices and to-dos. */
export const messageRoutes = (app: AppInstance, guard: Guard, messages: MessageService): void => {
  app.get(
    PATHS.messages.list,
    { onRequest: guard(), schema: { tags: ['messages'], response: { 200: ZEnvelope(ZMessageList) } } },
    async (request) =>
      ok(await messages.list(authOf(request), pickLanguage(request.headers['accept-language']))),
  );
  app.post(
    PATHS.messages.read,
    {
      onRequest: guard(),
      schema: {
        tags: ['messages'],
        body: ZMarkMessagesReadInput,
        response: { 200: ZEnvelope(ZMessageList) },
      },
    },
    async (request) =>
      ok(
        await messages.markRead(
          authOf(request),
          request.body,
          pickLanguage(request.headers['accept-language']),
        ),
      ),
  );
};
