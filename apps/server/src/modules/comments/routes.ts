import {
  PATHS,
  type TCommentRow,
  type TEnvelope,
  type TPage,
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

type TCommentListAnswer = TEnvelope<TPage<TCommentRow>>;

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
      // schema documents the answer, and the service hands over the answer's JSON text (listAnswerJson).
      serializerCompiler: () => (answer) => (typeof answer === 'string' ? answer : JSON.stringify(answer)),
    },
    async (request, reply) => {
      const answer = await comments.listAnswerJson(authOf(request), request.query);
      // The JSON text of the answer the schema declares; the serializer above sends it as is.
      return reply.type('application/json; charset=utf-8').send(answer as unknown as TCommentListAnswer);
    },
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
