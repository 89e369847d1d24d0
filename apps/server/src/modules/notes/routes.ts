import {
  PATHS,
  PERMISSIONS,
  ZDeletePostInput,
  ZEditPostReplyInput,
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
import type { Guard } from '../auth/guard';
import { guardedRoutes } from '../auth/guardedRoutes';
import type { NoteService } from './service';

/** Notes: lists and cards, one note, reply drafts, delete/restore by note id, tracking. */
export const noteRoutes = (app: AppInstance, guard: Guard, notes: NoteService): void => {
  const tags = ['track'];
  const readers = guardedRoutes(app, guard(PERMISSIONS.notes.read), tags);
  for (const url of [PATHS.notes.list, PATHS.notes.cards]) {
    readers.get(url, { querystring: ZNoteListQuery, response: ZPage(ZNoteCard) }, ({ auth, query }) =>
      notes.list(auth, query),
    );
  }
  readers.get(PATHS.notes.detail, { params: ZNoteIdParams, response: ZNoteCard }, ({ auth, params }) =>
    notes.detail(auth, params.id),
  );
  const signedIn = guardedRoutes(app, guard(), tags);
  signedIn.post(
    PATHS.notes.genReply,
    { body: ZGenPostReplyInput, response: ZGeneratedReply },
    ({ auth, body, language }) => notes.generateReply(auth, body, language),
  );
  signedIn.post(
    PATHS.notes.editReply,
    { body: ZEditPostReplyInput, response: ZReplyDraft },
    ({ auth, body }) => notes.editReply(auth, body),
  );
  signedIn.post(
    PATHS.notes.deletePost,
    { body: ZDeletePostInput, response: ZPostDeletion },
    ({ auth, body }) => notes.delete(auth, body),
  );
  guardedRoutes(app, guard(PERMISSIONS.notes.restore), tags).post(
    PATHS.notes.restorePost,
    { body: ZRestorePostInput, response: ZPostDeletion },
    ({ auth, body }) => notes.restore(auth, body.note_id),
  );
  guardedRoutes(app, guard(PERMISSIONS.notes.track), tags).post(
    PATHS.notes.updateTrack,
    { body: ZUpdateTrackInput, response: ZNoteCard },
    ({ auth, body }) => notes.updateTracking(auth, body),
  );
};
