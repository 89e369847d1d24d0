// What other features may use from comments; everything else in this folder is the feature's own.
export { COMMENTS_KEY, DAILY_TASKS_KEY, fetchComments, requestDraft } from './api';
export { BulkBar } from './components/BulkBar';
export { CommentImages } from './components/CommentImages';
export { CommentTable, type ThreadedComment } from './components/CommentTable';
export { CommentText } from './components/CommentText';
export { ReplyEditorModal, type ReplyEditorTarget } from './components/ReplyEditorModal';
export { CLS_COLORS, SENTIMENT_COLORS } from './labels';
export { useCommentActions } from './useCommentActions';
