// What other features may use from this one; everything else in the folder is its own.
export { ExportButton } from './components/ExportButton';
