import { z } from 'zod';
import { type TPlatform, ZContentSource, ZPlatform } from './domain';
import { ZListQuery } from './list';
import { queryValue } from './queryValue';

/** An xhs note id (24 hex digits) and a Douyin video id (digits; 19 today). */
const XHS_NOTE_ID = /^[0-9a-f]{24}$/i;
const DY_AWEME_ID = /^\d{15,20}$/;

/** Hosts of share links that only redirect (resolving them needs the network). */
const SHORT_LINK_HOSTS = ['xhslink.com', 'v.douyin.com', 'iesdouyin.com'];

export type TNoteLink =
  | { ok: true; platform: TPlatform; id: string }
  | { ok: false; reason: 'short_link' | 'unrecognised' };

const hostIs = (host: string, domain: string) => host === domain || host.endsWith(`.${domain}`);

/**
 * The platform note a pasted URL, share text or bare id points to. Share texts carry the URL among other
 * words, so the first http(s) URL in the text is read.
 */
export const parseNoteLink = (text: string): TNoteLink => {
  const trimmed = text.trim();
  if (XHS_NOTE_ID.test(trimmed)) return { ok: true, platform: 'xhs', id: trimmed.toLowerCase() };
  if (DY_AWEME_ID.test(trimmed)) return { ok: true, platform: 'dy', id: trimmed };
  const found = /https?:\/\/[^\s"'<>，。]+/i.exec(trimmed)?.[0];
  if (!found) return { ok: false, reason: 'unrecognised' };
  let url: URL;
  try {
    url = new URL(found);
  } catch {
    return { ok: false, reason: 'unrecognised' };
  }
  const host = url.hostname.toLowerCase();
  if (SHORT_LINK_HOSTS.some((domain) => hostIs(host, domain))) return { ok: false, reason: 'short_link' };
  const segments = url.pathname.split('/').filter(Boolean);
  if (hostIs(host, 'xiaohongshu.com')) {
    // /explore/<id>, /discovery/item/<id>, /user/profile/<user>/<id>
    const id = segments.at(-1) ?? '';
    if (XHS_NOTE_ID.test(id)) return { ok: true, platform: 'xhs', id: id.toLowerCase() };
    return { ok: false, reason: 'unrecognised' };
  }
  if (hostIs(host, 'douyin.com')) {
    // /video/<id>, /note/<id>, or ?modal_id=<id> on the feed pages
    const id = url.searchParams.get('modal_id') ?? segments.at(-1) ?? '';
    if (DY_AWEME_ID.test(id)) return { ok: true, platform: 'dy', id };
    return { ok: false, reason: 'unrecognised' };
  }
  return { ok: false, reason: 'unrecognised' };
};

/**
 * POST /api/track/{hash} — start tracking a note before the crawler has it. `{hash}` is the platform note id,
 * or `link` when the body's `link` (a URL or share text) says which note.
 */
export const ZTrackNoteParams = z.object({ hash: z.string().trim().min(1).max(64) });
export const TRACK_BY_LINK = 'link';

/** The longest link or share text taken when adding a note. */
export const TRACK_LINK_MAX = 2000;

export const ZTrackNoteInput = z.object({
  platform: ZPlatform.optional(),
  link: z.string().trim().max(TRACK_LINK_MAX).optional(),
  source: ZContentSource.optional(),
});
export type TTrackNoteInput = z.infer<typeof ZTrackNoteInput>;

export const ZTrackedNote = z.object({
  id: z.number().int(),
  platform: ZPlatform,
  platform_note_id: z.string(),
  /** false: the note was already there (tracking was switched on). */
  created: z.boolean(),
  tracked: z.boolean(),
});
export type TTrackedNote = z.infer<typeof ZTrackedNote>;

/** GET /api/track/deleted-notes — notes deleted within the restore window, newest first. */
export const ZDeletedNoteQuery = ZListQuery.extend({ target_platform: queryValue(ZPlatform) });
export type TDeletedNoteQuery = z.infer<typeof ZDeletedNoteQuery>;

export const ZDeletedNote = z.object({
  id: z.number().int(),
  platform: ZPlatform,
  platform_note_id: z.string(),
  title: z.string(),
  author_name: z.string(),
  deleted_at: z.string(),
  deleted_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  restorable_until: z.string(),
});
export type TDeletedNote = z.infer<typeof ZDeletedNote>;
