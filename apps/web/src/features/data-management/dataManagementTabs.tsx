import type { TRole } from '@notedesk/contract';
import type { ComponentType } from 'react';
import type { MessageKey } from '@/app/i18n/messages';
import { ApiKeysPanel } from '@/features/api-keys';
import { ClassifierPanel } from '@/features/classify';
import { ImportsPanel } from '@/features/imports';
import { KnowledgePanel } from '@/features/knowledge';
import { AiSettingsPanel } from '@/features/llm';
import { PersonasPanel } from '@/features/personas';
import { TrackedNotesPanel } from '@/features/tracked-notes';
import { TrackingConfigPanel } from '@/features/tracking-config';

export type DataManagementTab = {
  key: string;
  title: MessageKey;
  /** Who sees the tab (DESIGN §6); the server enforces the same rules on every call. */
  roles: readonly TRole[];
  Panel: ComponentType;
};

const EVERYONE: readonly TRole[] = ['worker', 'manager', 'admin'];
const MANAGERS: readonly TRole[] = ['manager', 'admin'];
const ADMINS: readonly TRole[] = ['admin'];

/** The tabs of the data-management page, in order; each panel lives in its own feature folder. */
export const DATA_MANAGEMENT_TABS: readonly DataManagementTab[] = [
  { key: 'notes', title: 'trackedNotes.tab', roles: EVERYONE, Panel: TrackedNotesPanel },
  { key: 'imports', title: 'imports.tab', roles: MANAGERS, Panel: ImportsPanel },
  { key: 'tracking', title: 'trackingConfig.tab', roles: MANAGERS, Panel: TrackingConfigPanel },
  { key: 'personas', title: 'personas.tab', roles: EVERYONE, Panel: PersonasPanel },
  { key: 'knowledge', title: 'knowledge.tab', roles: MANAGERS, Panel: KnowledgePanel },
  { key: 'classifier', title: 'classify.tab', roles: EVERYONE, Panel: ClassifierPanel },
  { key: 'ai', title: 'aiSettings.tab', roles: ADMINS, Panel: AiSettingsPanel },
  { key: 'api-keys', title: 'apiKeys.tab', roles: ADMINS, Panel: ApiKeysPanel },
];
