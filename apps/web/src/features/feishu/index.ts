// What other features may use from this one; everything else in the folder is its own.
export { ExportedCommentsLink } from './components/ExportedCommentsLink';
export { ExportToFeishuButton } from './components/ExportToFeishuButton';
export { FeishuSettingsPanel } from './components/FeishuSettingsPanel';
export { useExportedLinks } from './hooks/useExportedLinks';
