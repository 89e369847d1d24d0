import {
  PATHS,
  ZCommentLabels,
  ZCommentListQuery,
  ZCommentRow,
  ZDailyTaskQuery,
  ZDailyTasks,
  ZEditCommentClsInput,
  ZEditCommentReplyInput,
  ZEnvelope,
  ZFollowUp,
  ZGeneratedReply,
  ZGenReplyInput,
  ZPage,
  ZReplyDraft,
  ZSetProcessStatusInput,
} from '@notedesk/contract';
import { z } from 'zod';
import type { AppInstance } from '../../appInstance';
import { pickLanguage } from '../../http/language';
import { ok } from '../../http/ok';
import { authOf, type Guard } from '../auth/guard';
import type { CommentService } from './service';

/** The comment inbox: list, follow-up, labels, reply drafts, commenters, today's tasks. */
export const commentRoutes = (app: AppInstance, guard: Guard, comments: CommentService): void => {
  const tags = ['track'];
  app.get(
    PATHS.comments.list,
    {
      onRequest: guard(),
      schema: { tags, querystring: ZCommentListQuery, response: { 200: ZEnvelope(ZPage(ZCommentRow)) } },
      // The busiest route: its rows are built field by field to the contract type (toCommentRow), so the
      // schema documents the answer and the answer is sent as it is, without a second pass through zod.
      serializerCompiler: () => (data) => JSON.stringify(data),
    },
    async (request) => ok(await comments.list(authOf(request), request.query)),
  );
  app.get(
    PATHS.comments.dailyTasks,
    {
      onRequest: guard(),
      schema: { tags, querystring: ZDailyTaskQuery, response: { 200: ZEnvelope(ZDailyTasks) } },
    },
    async (request) => ok(await comments.dailyTasks(authOf(request), request.query)),
  );
  app.post(
    PATHS.comments.setStatus,
    {
      onRequest: guard(),
      schema: { tags, body: ZSetProcessStatusInput, response: { 200: ZEnvelope(z.array(ZFollowUp)) } },
    },
    async (request) => ok(await comments.setFollowUp(authOf(request), request.body)),
  );
  app.post(
    PATHS.comments.editLabels,
    {
      onRequest: guard(),
      schema: { tags, body: ZEditCommentClsInput, response: { 200: ZEnvelope(z.array(ZCommentLabels)) } },
    },
    async (request) => ok(await comments.editLabels(authOf(request), request.body)),
  );
  app.post(
    PATHS.comments.genReply,
    {
      onRequest: guard(),
      schema: {
        tags,
        body: ZGenReplyInput,
        response: { 200: ZEnvelope(ZGeneratedReply) },
      },
    },
    async (request) =>
      ok(
        await comments.generateReply(
          authOf(request),
          request.body,
          pickLanguage(request.headers['accept-language']),
        ),
      ),
  );
  app.post(
    PATHS.comments.editReply,
    {
      onRequest: guard(),
      schema: { tags, body: ZEditCommentReplyInput, response: { 200: ZEnvelope(ZReplyDraft) } },
    },
    async (request) => ok(await comments.editReply(authOf(request), request.body)),
  );
};
