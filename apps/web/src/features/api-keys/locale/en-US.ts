import type { apiKeysZhCN } from './zh-CN';

export const apiKeysEnUS: Record<keyof typeof apiKeysZhCN, string> = {
  'apiKeys.tab': 'API keys',
  'apiKeys.description':
    'Crawlers use an API key to push MediaCrawler data straight into this tenant. A key is shown only once, when it is created.',
  'apiKeys.name': 'Name',
  'apiKeys.namePlaceholder': 'e.g. xhs crawler, machine 1',
  'apiKeys.nameRequired': 'Enter a name',
  'apiKeys.create': 'Create key',
  'apiKeys.createdTitle': 'Key "{name}" created',
  'apiKeys.showOnce':
    'Copy it now and keep it safe: once this window is closed the key cannot be shown again. If it leaks, revoke it and create a new one.',
  'apiKeys.copy': 'Copy key',
  'apiKeys.copied': 'Copied to the clipboard',
  'apiKeys.copyFailed': 'Could not write to the clipboard; select the key and copy it yourself',
  'apiKeys.done': 'I have saved it',
  'apiKeys.column.name': 'Name',
  'apiKeys.column.prefix': 'Key prefix',
  'apiKeys.column.createdAt': 'Created',
  'apiKeys.column.lastUsedAt': 'Last used',
  'apiKeys.column.status': 'Status',
  'apiKeys.column.actions': 'Actions',
  'apiKeys.neverUsed': 'Never',
  'apiKeys.status.active': 'Active',
  'apiKeys.status.revoked': 'Revoked ({at})',
  'apiKeys.revoke': 'Revoke',
  'apiKeys.revokeConfirm':
    'Revoke "{name}"? Crawlers using it can no longer push data. This cannot be undone.',
  'apiKeys.cancel': 'Cancel',
  'apiKeys.empty': 'No API keys yet',
  'apiKeys.loadFailed': 'The API keys could not be loaded: {reason}',
  'apiKeys.usage.title': 'How a crawler uses a key',
  'apiKeys.usage.intro':
    'Send notes to POST {notes} and comments to POST {comments} with the header X-Api-Key (or Authorization: Bearer <key>). Items use MediaCrawler’s field names, as in its files; platform may be left out (aweme_id means Douyin).',
  'apiKeys.usage.dedupe':
    'Sending the same row again never doubles it: a newer last_modify_ts updates it, the same or an older one counts as unchanged.',
  'apiKeys.usage.batch': 'At most {max} items per batch; more answers 413.',
};
