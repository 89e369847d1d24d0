// What other features may use from this one; everything else in the folder is its own.

export { KNOWLEDGE_KEY } from './api';
export { KnowledgePanel } from './components/KnowledgePanel';
export { KnowledgeProblemList } from './components/KnowledgeProblemList';
