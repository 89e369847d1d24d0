import {
  parseNoteLink,
  type TDeletedNote,
  type TDeletedNoteQuery,
  type TPage,
  type TPlatform,
  TRACK_BY_LINK,
  type TTrackedNote,
  type TTrackNoteInput,
} from '@notedesk/contract';
import { isUniqueViolation } from '../../db/isUniqueViolation';
import type { AppDeps } from '../../deps';
import { clash, fieldRequired, unprocessable } from '../../http/AppError';
import { toIso } from '../../time';
import { createAuditRepository } from '../audit/repository';
import type { AuthContext } from '../auth/authContext';
import { RESTORE_WINDOW_MS } from '../notes/service';
import { createTrackedNoteRepository } from './repository';

const NOTE_URL: Record<TPlatform, (id: string) => string> = {
  xhs: (id) => `https://www.xiaohongshu.com/explore/${id}`,
  dy: (id) => `https://www.douyin.com/video/${id}`,
};

/** Which note `{hash}` and the body mean; a short link or anything unrecognised answers 422. */
const resolveNote = (hash: string, input: TTrackNoteInput): { platform: TPlatform; id: string } => {
  const byLink = input.link !== undefined && input.link !== '';
  if (!byLink && hash === TRACK_BY_LINK) throw fieldRequired('link');
  const field = byLink ? 'link' : 'hash';
  const parsed = parseNoteLink(byLink ? (input.link ?? '') : hash);
  if (!parsed.ok) {
    const key = parsed.reason === 'short_link' ? 'noteLinkShort' : 'noteLinkUnrecognised';
    throw unprocessable(key, field);
  }
  if (byLink && hash !== TRACK_BY_LINK && hash !== parsed.id) {
    throw unprocessable('noteLinkMismatch', 'hash', { field: 'hash' });
  }
  if (input.platform !== undefined && input.platform !== parsed.platform) {
    throw unprocessable('noteLinkMismatch', 'platform', { field: 'platform' });
  }
  return { platform: parsed.platform, id: parsed.id };
};

/** Tracked notes: adding a note ahead of the crawler, and the notes deleted within the restore window. */
export const createTrackedNoteService = (deps: AppDeps) => {
  const notes = createTrackedNoteRepository(deps.db);
  const audit = createAuditRepository(deps.db);

  return {
    /**
     * Tracks the note `{hash}` / `link` points to: a new note waits for crawler data (the next import or
     * ingest with the same id fills it); a known note has tracking switched on; a deleted one answers 409.
     */
    track: async (caller: AuthContext, hash: string, input: TTrackNoteInput): Promise<TTrackedNote> => {
      const { platform, id } = resolveNote(hash, input);
      const at = deps.now();
      let existing = await notes.findByPlatformId(caller.tenantId, platform, id);
      if (!existing) {
        try {
          const noteId = await notes.insertPlaceholder(
            caller.tenantId,
            {
              platform,
              platformNoteId: id,
              noteUrl: NOTE_URL[platform](id),
              source: input.source ?? 'brand',
              trackingManual: input.source ? 1 : 0,
            },
            at,
          );
          await audit.record({
            tenantId: caller.tenantId,
            userId: caller.userId,
            action: 'note.track_add',
            entity: 'note',
            entityId: noteId,
            after: { platform, platform_note_id: id, tracked: true, source: input.source ?? 'brand' },
            at,
          });
          return { id: noteId, platform, platform_note_id: id, created: true, tracked: true };
        } catch (error) {
          // Someone added (or imported) the same note meanwhile: carry on with theirs.
          if (!isUniqueViolation(error)) throw error;
          existing = await notes.findByPlatformId(caller.tenantId, platform, id);
          if (!existing) throw error;
        }
      }
      if (existing.deleted_at !== null) throw clash('noteDeletedRestorable');
      if (existing.tracked !== 1) {
        await notes.setTracked(caller.tenantId, existing.id, at);
        await audit.record({
          tenantId: caller.tenantId,
          userId: caller.userId,
          action: 'note.update_track',
          entity: 'note',
          entityId: existing.id,
          before: { tracked: false },
          after: { tracked: true },
          at,
        });
      }
      return { id: existing.id, platform, platform_note_id: id, created: false, tracked: true };
    },

    listDeleted: async (caller: AuthContext, query: TDeletedNoteQuery): Promise<TPage<TDeletedNote>> => {
      const since = deps.now() - RESTORE_WINDOW_MS;
      const { rows, total } = await notes.listDeleted(
        caller.tenantId,
        since,
        query.target_platform,
        query.page_size,
        (query.page - 1) * query.page_size,
      );
      return {
        items: rows.map((row) => {
          const deletedAt = Number(row.deleted_at);
          const deleter = row.deleted_by_full_name || row.deleted_by_username;
          return {
            id: row.id,
            platform: row.platform,
            platform_note_id: row.platform_note_id,
            title: row.title || row.description.slice(0, 80),
            author_name: row.author_name,
            deleted_at: toIso(deletedAt),
            deleted_by: row.deleted_by !== null && deleter ? { id: row.deleted_by, name: deleter } : null,
            restorable_until: toIso(deletedAt + RESTORE_WINDOW_MS),
          };
        }),
        total,
        page: query.page,
        page_size: query.page_size,
      };
    },
  };
};

export type TrackedNoteService = ReturnType<typeof createTrackedNoteService>;
