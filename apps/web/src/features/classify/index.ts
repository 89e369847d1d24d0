// What other features may use from this one; everything else in the folder is its own.
export { ClassifierPanel } from './components/ClassifierPanel';
export { TryCommentButton } from './components/TryCommentButton';
