import { dashboardEnUS } from '@/app/dashboard/locale/en-US';
import { dashboardZhCN } from '@/app/dashboard/locale/zh-CN';
import { accountEnUS } from '@/features/account/locale/en-US';
import { accountZhCN } from '@/features/account/locale/zh-CN';
import { apiKeysEnUS } from '@/features/api-keys/locale/en-US';
import { apiKeysZhCN } from '@/features/api-keys/locale/zh-CN';
import { authEnUS } from '@/features/auth/locale/en-US';
import { authZhCN } from '@/features/auth/locale/zh-CN';
import { brandReviewEnUS } from '@/features/brand-review/locale/en-US';
import { brandReviewZhCN } from '@/features/brand-review/locale/zh-CN';
import { brandSentimentEnUS } from '@/features/brand-sentiment/locale/en-US';
import { brandSentimentZhCN } from '@/features/brand-sentiment/locale/zh-CN';
import { classifyEnUS } from '@/features/classify/locale/en-US';
import { classifyZhCN } from '@/features/classify/locale/zh-CN';
import { commentsEnUS } from '@/features/comments/locale/en-US';
import { commentsZhCN } from '@/features/comments/locale/zh-CN';
import { dataManagementEnUS } from '@/features/data-management/locale/en-US';
import { dataManagementZhCN } from '@/features/data-management/locale/zh-CN';
import { errorsEnUS } from '@/features/errors/locale/en-US';
import { errorsZhCN } from '@/features/errors/locale/zh-CN';
import { exportsEnUS } from '@/features/exports/locale/en-US';
import { exportsZhCN } from '@/features/exports/locale/zh-CN';
import { feishuEnUS } from '@/features/feishu/locale/en-US';
import { feishuZhCN } from '@/features/feishu/locale/zh-CN';
import { groupChatEnUS } from '@/features/group-chat/locale/en-US';
import { groupChatZhCN } from '@/features/group-chat/locale/zh-CN';
import { importsEnUS } from '@/features/imports/locale/en-US';
import { importsZhCN } from '@/features/imports/locale/zh-CN';
import { knowledgeEnUS } from '@/features/knowledge/locale/en-US';
import { knowledgeZhCN } from '@/features/knowledge/locale/zh-CN';
import { llmEnUS } from '@/features/llm/locale/en-US';
import { llmZhCN } from '@/features/llm/locale/zh-CN';
import { messagesEnUS } from '@/features/messages/locale/en-US';
import { messagesZhCN } from '@/features/messages/locale/zh-CN';
import { notesEnUS } from '@/features/notes/locale/en-US';
import { notesZhCN } from '@/features/notes/locale/zh-CN';
import { personasEnUS } from '@/features/personas/locale/en-US';
import { personasZhCN } from '@/features/personas/locale/zh-CN';
import { productOpportunityEnUS } from '@/features/product-opportunity/locale/en-US';
import { productOpportunityZhCN } from '@/features/product-opportunity/locale/zh-CN';
import { publicationEffectEnUS } from '@/features/publication-effect/locale/en-US';
import { publicationEffectZhCN } from '@/features/publication-effect/locale/zh-CN';
import { staffEnUS } from '@/features/staff/locale/en-US';
import { staffZhCN } from '@/features/staff/locale/zh-CN';
import { trackedNotesEnUS } from '@/features/tracked-notes/locale/en-US';
import { trackedNotesZhCN } from '@/features/tracked-notes/locale/zh-CN';
import { trackingConfigEnUS } from '@/features/tracking-config/locale/en-US';
import { trackingConfigZhCN } from '@/features/tracking-config/locale/zh-CN';
import { appEnUS } from './locale/en-US';
import { appZhCN } from './locale/zh-CN';

const zhCN = {
  ...appZhCN,
  ...authZhCN,
  ...errorsZhCN,
  ...accountZhCN,
  ...staffZhCN,
  ...messagesZhCN,
  ...exportsZhCN,
  ...dashboardZhCN,
  ...publicationEffectZhCN,
  ...commentsZhCN,
  ...dataManagementZhCN,
  ...brandSentimentZhCN,
  ...brandReviewZhCN,
  ...productOpportunityZhCN,
  ...notesZhCN,
  ...trackingConfigZhCN,
  ...trackedNotesZhCN,
  ...importsZhCN,
  ...personasZhCN,
  ...knowledgeZhCN,
  ...classifyZhCN,
  ...llmZhCN,
  ...feishuZhCN,
  ...apiKeysZhCN,
  ...groupChatZhCN,
};

export type MessageKey = keyof typeof zhCN;

const enUS: Record<MessageKey, string> = {
  ...appEnUS,
  ...authEnUS,
  ...errorsEnUS,
  ...accountEnUS,
  ...staffEnUS,
  ...messagesEnUS,
  ...exportsEnUS,
  ...dashboardEnUS,
  ...publicationEffectEnUS,
  ...commentsEnUS,
  ...dataManagementEnUS,
  ...brandSentimentEnUS,
  ...brandReviewEnUS,
  ...productOpportunityEnUS,
  ...notesEnUS,
  ...trackingConfigEnUS,
  ...trackedNotesEnUS,
  ...importsEnUS,
  ...personasEnUS,
  ...knowledgeEnUS,
  ...classifyEnUS,
  ...llmEnUS,
  ...feishuEnUS,
  ...apiKeysEnUS,
  ...groupChatEnUS,
};

export const LOCALES = ['zh-CN', 'en-US'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'zh-CN';
export const FALLBACK_LOCALE: Locale = 'en-US';

/** Every visible string of the console, per locale (texts are small, so both ship with the shell). */
export const MESSAGES: Record<Locale, Record<MessageKey, string>> = { 'zh-CN': zhCN, 'en-US': enUS };

export type MessageParams = Record<string, string | number>;

/** Looks a text up in `locale`, then the fallback; fills `{name}` placeholders. */
export const translate = (locale: Locale, key: MessageKey, params?: MessageParams): string => {
  const text = MESSAGES[locale][key] ?? MESSAGES[FALLBACK_LOCALE][key] ?? key;
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
};
