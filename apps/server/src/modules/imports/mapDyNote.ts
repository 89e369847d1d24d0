import { platformNoteLink } from '@notedesk/contract';
import { count, epochMs, noteLink, requiredId, text } from './fieldValues';
import type { ImportNote, MapContext } from './importTypes';

/** Douyin's aweme_type 68 is an image post; the rest are videos. */
const IMAGE_POST = '68';

/** A Douyin video (aweme) as MediaCrawler writes it; create_time is in seconds. */
export const mapDyNote = (record: Record<string, unknown>, context: MapContext): ImportNote => {
  const awemeId = requiredId(record, 'aweme_id');
  const keys = ['user_id', 'sec_uid', 'short_user_id', 'user_unique_id']
    .map((name) => text(record, name).trim())
    .filter((key) => key !== '' && key !== '0');
  const cover = text(record, 'cover_url');
  return {
    platform: 'dy',
    platform_note_id: awemeId,
    note_type: text(record, 'aweme_type').trim() === IMAGE_POST ? 'normal' : 'video',
    title: text(record, 'title'),
    description: text(record, 'desc'),
    author_id: text(record, 'sec_uid') || text(record, 'user_id'),
    author_name: text(record, 'nickname'),
    author_avatar: text(record, 'avatar'),
    author_keys: keys,
    note_url: noteLink(record, 'aweme_url', 'dy', platformNoteLink('dy', awemeId), context),
    cover_url: cover,
    image_list: JSON.stringify(cover ? [cover] : []),
    tag_list: '[]',
    ip_location: text(record, 'ip_location'),
    liked_count: count(record, 'liked_count'),
    collected_count: count(record, 'collected_count'),
    comment_count: count(record, 'comment_count'),
    share_count: count(record, 'share_count'),
    published_at: epochMs(record, 'create_time', context.now),
    last_modify_ts: epochMs(record, 'last_modify_ts', context.now, context.now),
    source_keyword: text(record, 'source_keyword'),
  };
};
