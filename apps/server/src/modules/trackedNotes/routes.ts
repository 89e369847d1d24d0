import {
  PATHS,
  PERMISSIONS,
  ZDeletedNote,
  ZDeletedNoteQuery,
  ZEnvelope,
  ZPage,
  ZTrackedNote,
  ZTrackNoteInput,
  ZTrackNoteParams,
} from '@notedesk/contract';
import type { AppInstance } from '../../appInstance';
import { ok } from '../../http/ok';
import { authOf, type Guard } from '../auth/guard';
import type { TrackedNoteService } from './service';

/** Tracked notes: add a note by link or id (manager/admin), and the recently deleted list (any role). */
export const trackedNoteRoutes = (app: AppInstance, guard: Guard, trackedNotes: TrackedNoteService): void => {
  const tags = ['track'];
  app.get(
    PATHS.trackedNotes.deleted,
    {
      onRequest: guard(PERMISSIONS.notes.read),
      schema: { tags, querystring: ZDeletedNoteQuery, response: { 200: ZEnvelope(ZPage(ZDeletedNote)) } },
    },
    async (request) => ok(await trackedNotes.listDeleted(authOf(request), request.query)),
  );
  // Named paths under /api/track win over this one (the router prefers static segments).
  app.post(
    PATHS.trackedNotes.track,
    {
      onRequest: guard(PERMISSIONS.notes.track),
      schema: {
        tags,
        params: ZTrackNoteParams,
        // No body at all is fine: the id in the path says which note.
        body: ZTrackNoteInput.nullish(),
        response: { 200: ZEnvelope(ZTrackedNote) },
      },
    },
    async (request) => ok(await trackedNotes.track(authOf(request), request.params.hash, request.body ?? {})),
  );
};
