// What other features may use from this one; everything else in the folder is its own.
export { COMMENTS_KEY, DAILY_TASKS_KEY, fetchComments, requestDraft } from './api';
export { BulkBar } from './components/BulkBar';
export { CommentImages } from './components/CommentImages';
export { CommentTable, type ThreadedComment } from './components/CommentTable';
export { CommentText } from './components/CommentText';
export { ReplyEditorModal, type ReplyEditorTarget } from './components/ReplyEditorModal';
export { useCommentActions } from './hooks/useCommentActions';
export { CLS_COLORS, SENTIMENT_COLORS } from './labels';
