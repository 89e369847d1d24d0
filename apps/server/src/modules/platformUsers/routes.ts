import { PATHS, ZEnvelope, ZPage, ZPostUser, ZPostUserQuery } from '@notedesk/contract';
import type { AppInstance } from '../../appInstance';
import { ok } from '../../http/ok';
import { authOf, type Guard } from '../auth/guard';
import type { PlatformUserService } from './service';

/** Pickers of note authors and of commenters. */
export const platformUserRoutes = (app: AppInstance, guard: Guard, people: PlatformUserService): void => {
  const schema = {
    tags: ['track'],
    querystring: ZPostUserQuery,
    response: { 200: ZEnvelope(ZPage(ZPostUser)) },
  };
  app.get(PATHS.platformUsers.noteAuthors, { onRequest: guard(), schema }, async (request) =>
    ok(await people.list(authOf(request), 'authors', request.query)),
  );
  app.get(PATHS.platformUsers.commentAuthors, { onRequest: guard(), schema }, async (request) =>
    ok(await people.list(authOf(request), 'commenters', request.query)),
  );
};
