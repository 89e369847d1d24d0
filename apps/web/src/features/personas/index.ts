// What other features may use from this one; everything else in the folder is its own.
export { DraftNote } from './components/DraftNote';
export { PersonaPicker } from './components/PersonaPicker';
export { PersonasPanel } from './components/PersonasPanel';
export { useChosenPersonaId, usePersonaChoice } from './usePersonaChoice';
