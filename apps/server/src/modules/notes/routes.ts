import {
  PATHS,
  PERMISSIONS,
  ZDeletePostInput,
  ZEditPostReplyInput,
  ZEnvelope,
  ZGeneratedReply,
  ZGenPostReplyInput,
  ZNoteCard,
  ZNoteIdParams,
  ZNoteListQuery,
  ZPage,
  ZPostDeletion,
  ZReplyDraft,
  ZRestorePostInput,
  ZUpdateTrackInput,
} from '@notedesk/contract';
import type { AppInstance } from '../../appInstance';
import { pickLanguage } from '../../http/language';
import { ok } from '../../http/ok';
import { authOf, type Guard } from '../auth/guard';
import type { NoteService } from './service';

/** Notes: lists and cards, one note, reply drafts, delete/restore by note id, tracking. */
export const noteRoutes = (app: AppInstance, guard: Guard, notes: NoteService): void => {
  const tags = ['track'];
  for (const url of [PATHS.notes.list, PATHS.notes.cards]) {
    app.get(
      url,
      {
        onRequest: guard(PERMISSIONS.notes.read),
        schema: { tags, querystring: ZNoteListQuery, response: { 200: ZEnvelope(ZPage(ZNoteCard)) } },
      },
      async (request) => ok(await notes.list(authOf(request), request.query)),
    );
  }
  app.get(
    PATHS.notes.detail,
    {
      onRequest: guard(PERMISSIONS.notes.read),
      schema: { tags, params: ZNoteIdParams, response: { 200: ZEnvelope(ZNoteCard) } },
    },
    async (request) => ok(await notes.detail(authOf(request), request.params.id)),
  );
  app.post(
    PATHS.notes.genReply,
    {
      onRequest: guard(),
      schema: { tags, body: ZGenPostReplyInput, response: { 200: ZEnvelope(ZGeneratedReply) } },
    },
    async (request) =>
      ok(
        await notes.generateReply(
          authOf(request),
          request.body,
          pickLanguage(request.headers['accept-language']),
        ),
      ),
  );
  app.post(
    PATHS.notes.editReply,
    {
      onRequest: guard(),
      schema: { tags, body: ZEditPostReplyInput, response: { 200: ZEnvelope(ZReplyDraft) } },
    },
    async (request) => ok(await notes.editReply(authOf(request), request.body)),
  );
  app.post(
    PATHS.notes.deletePost,
    {
      onRequest: guard(),
      schema: { tags, body: ZDeletePostInput, response: { 200: ZEnvelope(ZPostDeletion) } },
    },
    async (request) => ok(await notes.delete(authOf(request), request.body)),
  );
  app.post(
    PATHS.notes.restorePost,
    {
      onRequest: guard(PERMISSIONS.notes.restore),
      schema: { tags, body: ZRestorePostInput, response: { 200: ZEnvelope(ZPostDeletion) } },
    },
    async (request) => ok(await notes.restore(authOf(request), request.body.note_id)),
  );
  app.post(
    PATHS.notes.updateTrack,
    {
      onRequest: guard(PERMISSIONS.notes.track),
      schema: { tags, body: ZUpdateTrackInput, response: { 200: ZEnvelope(ZNoteCard) } },
    },
    async (request) => ok(await notes.updateTracking(authOf(request), request.body)),
  );
};
