// What other features may use from this one; everything else in the folder is its own.
export { NOTES_KEY } from './api';
export { DeleteNoteButton } from './components/DeleteNoteButton';
export { useDeleteNote } from './hooks/useDeleteNote';
export { useRestoreNote } from './hooks/useRestoreNote';
export { type NoteDetailList, noteDetailPath } from './noteDetailPath';
