import { ZCommentListQuery, ZCommentRow, ZEnvelope, ZPage } from '@notedesk/contract';
import type { AppInstance } from '../../appInstance';
import { ok } from '../../http/ok';
import { authOf, type Guard } from '../auth/guard';
import type { CommentService } from './service';

/** The comment inbox. */
export const commentRoutes = (app: AppInstance, guard: Guard, comments: CommentService): void => {
  app.get(
    '/api/track/content-comments',
    {
      onRequest: guard(),
      schema: {
        tags: ['track'],
        querystring: ZCommentListQuery,
        response: { 200: ZEnvelope(ZPage(ZCommentRow)) },
      },
    },
    async (request) => ok(await comments.list(authOf(request), request.query)),
  );
};
