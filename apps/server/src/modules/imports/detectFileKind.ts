import { importFileName } from './importFileName';
import { type Reason, reason } from './importReasons';
import type { FileKind, Platform, RecordKind } from './importTypes';

/** Columns each layout must have; the rest are optional (MediaCrawler adds and drops columns over time). */
const REQUIRED = {
  xhsNotes: ['note_id', 'type', 'title', 'desc', 'time', 'liked_count', 'comment_count'],
  xhsComments: ['comment_id', 'create_time', 'note_id', 'content'],
  dyNotes: ['aweme_id', 'aweme_type', 'title', 'desc', 'create_time', 'liked_count', 'comment_count'],
  dyComments: ['comment_id', 'create_time', 'aweme_id', 'content'],
} as const;

export type Detection = { ok: true; kind: FileKind } | { ok: false; reason: Reason };

const has = (keys: ReadonlySet<string>, names: readonly string[]) => names.every((name) => keys.has(name));

/** Which record kind and platform the columns say, regardless of the name. */
const fromKeys = (
  keys: ReadonlySet<string>,
): { platform: Platform; record: RecordKind; layout: FileKind['layout'] } | undefined => {
  if (has(keys, REQUIRED.dyComments) && !keys.has('aweme_type'))
    return { platform: 'dy', record: 'comments', layout: 'dy' };
  if (has(keys, REQUIRED.dyNotes)) return { platform: 'dy', record: 'notes', layout: 'dy' };
  if (has(keys, REQUIRED.xhsComments) && !keys.has('aweme_id'))
    return { platform: 'xhs', record: 'comments', layout: 'xhs' };
  if (has(keys, REQUIRED.xhsNotes)) {
    if (keys.has('user_id')) return { platform: 'xhs', record: 'notes', layout: 'xhs' };
    if (keys.has('creator_hash')) return { platform: 'xhs', record: 'notes', layout: 'xhs-hashed' };
  }
  return undefined;
};

/**
 * Decides from the file name AND its first record's keys (CSV header, first JSON object) whether the
 * file is one of MediaCrawler's xhs/Douyin note or comment outputs; anything else is refused with a
 * sentence saying why, before anything is written.
 */
export const detectFileKind = (name: string, keys: ReadonlySet<string> | undefined): Detection => {
  const named = importFileName(name);
  if (!named) {
    return { ok: false, reason: reason('notMediaCrawlerName') };
  }
  if (!keys) return { ok: false, reason: reason('unreadable', { format: named.format.toUpperCase() }) };
  const found = fromKeys(keys);
  if (!found) {
    const sample = [...keys].slice(0, 8).join(', ');
    return { ok: false, reason: reason('unknownColumns', { found: sample }) };
  }
  if (found.record !== named.record) {
    return {
      ok: false,
      reason: reason(named.record === 'notes' ? 'nameNotesColumnsComments' : 'nameCommentsColumnsNotes'),
    };
  }
  return { ok: true, kind: { ...found, format: named.format, crawl: named.crawl } };
};
