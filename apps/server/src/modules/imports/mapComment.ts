import { commaList, count, epochMs, parentId, requiredId, text } from './fieldValues';
import type { ImportComment, MapContext, Platform } from './importTypes';

/**
 * An xhs or Douyin comment. The two layouts share their names except the note id (note_id / aweme_id)
 * and the time unit (ms / s), which `epochMs` tells apart.
 */
export const mapComment = (
  platform: Platform,
  record: Record<string, unknown>,
  context: MapContext,
): ImportComment => ({
  platform,
  platform_comment_id: requiredId(record, 'comment_id'),
  platform_note_id: requiredId(record, platform === 'xhs' ? 'note_id' : 'aweme_id'),
  parent_comment_id: parentId(record, 'parent_comment_id'),
  content: text(record, 'content'),
  user_id: text(record, 'user_id') || text(record, 'sec_uid'),
  user_nickname: text(record, 'nickname'),
  user_avatar: text(record, 'avatar'),
  ip_location: text(record, 'ip_location'),
  like_count: count(record, 'like_count'),
  sub_comment_count: count(record, 'sub_comment_count'),
  pictures: commaList(record, 'pictures'),
  published_at: epochMs(record, 'create_time', context.now),
  last_modify_ts: epochMs(record, 'last_modify_ts', context.now, context.now),
});
