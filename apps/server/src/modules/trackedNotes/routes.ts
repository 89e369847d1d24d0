import {
  PATHS,
  PERMISSIONS,
  ZDeletedNote,
  ZDeletedNoteQuery,
  ZPage,
  ZTrackedNote,
  ZTrackNoteInput,
  ZTrackNoteParams,
} from '@notedesk/contract';
import type { AppInstance } from '../../appInstance';
import type { Guard } from '../auth/guard';
import { guardedRoutes } from '../auth/guardedRoutes';
import type { TrackedNoteService } from './service';

/** Tracked notes: add a note by link or id (manager/admin), and the recently deleted list (any role). */
export const trackedNoteRoutes = (app: AppInstance, guard: Guard, trackedNotes: TrackedNoteService): void => {
  const tags = ['track'];
  guardedRoutes(app, guard(PERMISSIONS.notes.read), tags).get(
    PATHS.trackedNotes.deleted,
    { querystring: ZDeletedNoteQuery, response: ZPage(ZDeletedNote) },
    ({ auth, query }) => trackedNotes.listDeleted(auth, query),
  );
  // Named paths under /api/track win over this one (the router prefers static segments).
  guardedRoutes(app, guard(PERMISSIONS.notes.track), tags).post(
    PATHS.trackedNotes.track,
    // No body at all is fine: the id in the path says which note.
    { params: ZTrackNoteParams, body: ZTrackNoteInput.nullish(), response: ZTrackedNote },
    ({ auth, params, body }) => trackedNotes.track(auth, params.hash, body ?? {}),
  );
};
