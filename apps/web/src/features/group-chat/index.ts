// What other features may use from this one; everything else in the folder is its own.
export { GroupChatPanel } from './components/GroupChatPanel';
export { SendToGroupButton } from './components/SendToGroupButton';
