import { PERMISSIONS, type TPermission } from '@notedesk/contract';
import type { ComponentType } from 'react';
import type { MessageKey } from '@/app/i18n/messages';
import { ApiKeysPanel } from '@/features/api-keys';
import { ClassifierPanel } from '@/features/classify';
import { FeishuSettingsPanel } from '@/features/feishu';
import { GroupChatPanel } from '@/features/group-chat';
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
  roles: TPermission;
  Panel: ComponentType;
};

/** The tabs of the data-management page, in order; each panel lives in its own feature folder. */
export const DATA_MANAGEMENT_TABS: readonly DataManagementTab[] = [
  { key: 'notes', title: 'trackedNotes.tab', roles: PERMISSIONS.notes.read, Panel: TrackedNotesPanel },
  { key: 'imports', title: 'imports.tab', roles: PERMISSIONS.imports.run, Panel: ImportsPanel },
  {
    key: 'tracking',
    title: 'trackingConfig.tab',
    roles: PERMISSIONS.trackingConfig.write,
    Panel: TrackingConfigPanel,
  },
  { key: 'personas', title: 'personas.tab', roles: PERMISSIONS.personas.read, Panel: PersonasPanel },
  { key: 'knowledge', title: 'knowledge.tab', roles: PERMISSIONS.knowledge.manage, Panel: KnowledgePanel },
  { key: 'classifier', title: 'classify.tab', roles: PERMISSIONS.classifier.try, Panel: ClassifierPanel },
  { key: 'ai', title: 'aiSettings.tab', roles: PERMISSIONS.llmSettings.manage, Panel: AiSettingsPanel },
  {
    key: 'feishu',
    title: 'feishu.tab',
    roles: PERMISSIONS.feishuSettings.manage,
    Panel: FeishuSettingsPanel,
  },
  { key: 'api-keys', title: 'apiKeys.tab', roles: PERMISSIONS.apiKeys.manage, Panel: ApiKeysPanel },
  { key: 'group-chat', title: 'groupChat.tab', roles: PERMISSIONS.alertRules.manage, Panel: GroupChatPanel },
];
