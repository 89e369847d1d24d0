// What other features may use from notes; everything else in this folder is the feature's own.
export { deletePost, NOTES_KEY, restorePost } from './api';
export { DeleteNoteButton } from './components/DeleteNoteButton';
export { type NoteDetailList, noteDetailPath } from './noteDetailPath';
