import type { messagesZhCN } from './zh-CN';

export const messagesEnUS: Record<keyof typeof messagesZhCN, string> = {
  'messageBox.tab.message': 'Message',
  'messageBox.tab.notice': 'Notice',
  'messageBox.tab.todo': 'Todo',
  'messageBox.allRead': 'All read',
  'messageBox.viewMore': 'View more',
  'messageBox.noContent': 'No content',
  'messageBox.open': 'Open',
  'messageBox.title': 'Messages',
  'messageBox.unread': 'Unread',
  'messageBox.read': 'Read',
  'messageBox.markRead': 'Mark as read',
  'messageBox.loadFailed': 'Messages failed to load',
  'messageCenter.title': 'Message center',
  'messageCenter.description': 'Messages, system notices and to-dos of your team.',
};
