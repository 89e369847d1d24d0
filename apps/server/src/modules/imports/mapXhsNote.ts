import { platformNoteLink } from '@notedesk/contract';
import { commaList, count, epochMs, noteLink, requiredId, text } from './fieldValues';
import type { ImportNote, MapContext } from './importTypes';

/**
 * An xhs note in either layout: the classic one (user_id, avatar, ip_location) or the newer one with
 * creator_hash instead of the user id and masked nicknames (then the hash is the author id).
 */
export const mapXhsNote = (record: Record<string, unknown>, context: MapContext): ImportNote => {
  const noteId = requiredId(record, 'note_id');
  const userId = text(record, 'user_id').trim();
  const creatorHash = text(record, 'creator_hash').trim();
  const imageList = commaList(record, 'image_list');
  const images = JSON.parse(imageList) as string[];
  return {
    platform: 'xhs',
    platform_note_id: noteId,
    note_type: text(record, 'type') || 'normal',
    title: text(record, 'title'),
    description: text(record, 'desc'),
    author_id: userId || creatorHash,
    author_name: text(record, 'nickname'),
    author_avatar: text(record, 'avatar'),
    author_keys: [userId, creatorHash].filter((key) => key !== ''),
    note_url: noteLink(record, 'note_url', 'xhs', platformNoteLink('xhs', noteId), context),
    cover_url: images[0] ?? '',
    image_list: imageList,
    tag_list: commaList(record, 'tag_list'),
    ip_location: text(record, 'ip_location'),
    liked_count: count(record, 'liked_count'),
    collected_count: count(record, 'collected_count'),
    comment_count: count(record, 'comment_count'),
    share_count: count(record, 'share_count'),
    published_at: epochMs(record, 'time', context.now),
    last_modify_ts: epochMs(record, 'last_modify_ts', context.now, context.now),
    source_keyword: text(record, 'source_keyword'),
  };
};
