import { PATHS, ZPage, ZPostUser, ZPostUserQuery } from '@notedesk/contract';
import type { AppInstance } from '../../appInstance';
import type { Guard } from '../auth/guard';
import { guardedRoutes } from '../auth/guardedRoutes';
import type { PlatformUserService } from './service';

/** Pickers of note authors and of commenters. */
export const platformUserRoutes = (app: AppInstance, guard: Guard, people: PlatformUserService): void => {
  const signedIn = guardedRoutes(app, guard(), ['track']);
  const schema = { querystring: ZPostUserQuery, response: ZPage(ZPostUser) };
  signedIn.get(PATHS.platformUsers.noteAuthors, schema, ({ auth, query }) =>
    people.list(auth, 'authors', query),
  );
  signedIn.get(PATHS.platformUsers.commentAuthors, schema, ({ auth, query }) =>
    people.list(auth, 'commenters', query),
  );
};
